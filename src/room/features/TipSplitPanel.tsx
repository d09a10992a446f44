import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  splitLimits,
  type tipSplitMachine,
  validProposal,
  whyNotTipSplit,
} from '../../../machines/tip-split';
import { ActionButton } from '../shows/ActionButton';

const modeText = {
  available: 'A tip split is on offer.',
  proposed: 'A tip split is waiting for people to join.',
  success: 'The tip split is complete: every share went to the model.',
  canceled: 'The tip split was canceled: every share was refunded.',
} as const;

/**
 * Tip split (spec 2 section 4.7): propose one when the room offers it (how many people, what each
 * pays), or join the proposed one; the model's /tip_split commands keep it current.
 */
export function TipSplitPanel({ actor }: { actor: ActorRefFrom<ReturnType<typeof tipSplitMachine>> }) {
  const { split, notice, state, whyStart, whyJoin } = useSelector(actor, (snapshot) => ({
    split: snapshot.context.split,
    notice: snapshot.context.notice,
    state: String(snapshot.value),
    whyStart: whyNotTipSplit(snapshot.context, 'start'),
    whyJoin: whyNotTipSplit(snapshot.context, 'join'),
  }));
  const [splitters, setSplitters] = useState(2);
  const [amount, setAmount] = useState(25);
  const ids = useId();
  if (!split) return null;
  const busy = state !== 'idle';
  const proposal = { splitters, amount };
  return (
    <section
      aria-label="Tip split"
      data-testid="tip-split"
      data-state={state}
      data-mode={split.mode}
      className="room-feature"
    >
      <h2>Tip split</h2>
      <p>{modeText[split.mode]}</p>
      {split.mode === 'available' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'tipSplit.start', ...proposal });
          }}
        >
          <label htmlFor={`${ids}-people`}>People</label>
          <input
            id={`${ids}-people`}
            type="number"
            min={splitLimits.minSplitters}
            max={splitLimits.maxSplitters}
            value={splitters}
            onChange={(event) => setSplitters(event.currentTarget.valueAsNumber)}
          />
          <label htmlFor={`${ids}-share`}>Each pays (tokens)</label>
          <input
            id={`${ids}-share`}
            type="number"
            min={splitLimits.minAmount}
            max={splitLimits.maxAmount}
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.valueAsNumber)}
          />
          <ActionButton
            type="submit"
            label="Propose split"
            whyNot={
              busy
                ? 'Sending…'
                : (whyStart ??
                  (validProposal(proposal)
                    ? null
                    : `${splitLimits.minSplitters} to ${splitLimits.maxSplitters} people, each paying ${splitLimits.minAmount} to ${splitLimits.maxAmount} tokens.`))
            }
          />
        </form>
      )}
      {split.mode === 'proposed' && (
        <>
          <p data-testid="tip-split-progress">
            {split.splitters.length} of {split.target_splitters} joined, {split.remaining} to go; each pays{' '}
            {split.split_amount} tokens.
          </p>
          <ActionButton
            label={`Join split (${split.split_amount})`}
            whyNot={busy ? 'Sending…' : whyJoin}
            onClick={() => actor.send({ type: 'tipSplit.join' })}
          />
        </>
      )}
      {notice && <p role="alert">{notice}</p>}
    </section>
  );
}
