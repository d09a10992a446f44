import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { connectTip, type TipInput, tipMachine } from '../../../machines/tip';
import type { ApiClient } from '../../api/client';
import { inspect } from '../../app/inspect';
import { useModals } from '../../app/shell-actors';
import { currentUserKeys } from '../../queries/current-user';
import { feedInto, type RoomFeed } from '../chat/feed';
import { tipSender } from './tip-actors';
import { webAudioTipSounds } from './tip-audio';

/** Amount, comment and the tip button; errors open their modals; the balance follows the server. */
export function TipControls({ api, input, feed }: { api: ApiClient; input: TipInput; feed?: RoomFeed }) {
  const modals = useModals();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () => tipMachine().provide({ actors: { sendTip: tipSender(api), soundPlayer: webAudioTipSounds } }),
    [api],
  );
  const tip = useActorRef(machine, { input, inspect });
  const view = useSelector(tip, (snapshot) => connectTip(snapshot, tip.send));

  useEffect(() => {
    const modal = tip.on('tip.modal', (event) => modals.open(event.kind, event.params));
    const sent = tip.on('tip.sent', () => queryClient.invalidateQueries({ queryKey: currentUserKeys.all }));
    const unfeed = feed && feedInto(feed, tip);
    return () => {
      modal.unsubscribe();
      sent.unsubscribe();
      unfeed?.();
    };
  }, [tip, modals, queryClient, feed]);

  return (
    <form
      className="tip-controls"
      data-testid="tip-controls"
      data-state={view.state}
      onSubmit={(event) => {
        event.preventDefault();
        view.submit();
      }}
    >
      {view.balance !== null && (
        <p className="tip-balance">
          Balance: <span data-testid="token-balance">{view.balance}</span> tokens
        </p>
      )}
      <label>
        Tokens
        <input
          type="number"
          min={1}
          step={1}
          value={view.amount}
          onChange={(event) => view.setAmount(Number.parseInt(event.target.value, 10))}
        />
      </label>
      <label>
        Comment
        <input
          value={view.comment}
          maxLength={200}
          onChange={(event) => view.setComment(event.target.value)}
        />
      </label>
      <button type="submit" className="button-primary" disabled={!view.canSubmit}>
        Tip
      </button>
      {view.error && <p role="alert">{view.error}</p>}
    </form>
  );
}
