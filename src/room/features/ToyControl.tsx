import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type lovenseMachine, showsLovenseNotice, toyLevelMax, whyNoTurn } from '../../../machines/lovense';
import { ActionButton } from '../shows/ActionButton';

/**
 * Lovense toy control (spec 2 sections 3.6, 4.8): the notice viewers see, buying a turn, who
 * controls and who waits, and the level pad while the turn is this viewer's.
 */
export function ToyControl({ actor }: { actor: ActorRefFrom<ReturnType<typeof lovenseMachine>> }) {
  const view = useSelector(actor, (snapshot) => ({
    context: snapshot.context,
    mine: snapshot.matches({ control: { controlled: 'mine' } }),
    buying: snapshot.matches({ purchase: 'buying' }),
    controlState: snapshot.matches({ control: 'idle' })
      ? 'idle'
      : snapshot.matches({ control: { controlled: 'mine' } })
        ? 'mine'
        : 'others',
  }));
  const levelId = useId();
  const { context } = view;
  if (!context.room.available) return null;
  const { control } = context;
  return (
    <section
      aria-label="Toy control"
      data-testid="toy-control"
      data-state={view.controlState}
      className="room-feature"
    >
      <h2>Lovense</h2>
      {showsLovenseNotice(context) && (
        <p data-testid="lovense-notice">
          This model's toy responds to you: {context.room.tokenPrice} tokens buy{' '}
          {context.room.durationSeconds} s of control.
        </p>
      )}
      {control && !view.mine && (
        <p data-testid="toy-controller">
          {control.username} controls the toy{context.queueSize > 0 && `; ${context.queueSize} waiting`}.
        </p>
      )}
      {view.mine ? (
        <div data-testid="toy-pad">
          <p>Your turn: {control?.durationSeconds ?? 0} s of control.</p>
          <label htmlFor={levelId}>Vibration level</label>
          <input
            id={levelId}
            type="range"
            min={0}
            max={toyLevelMax}
            step={1}
            value={context.level}
            onChange={(event) => actor.send({ type: 'toy.level', level: event.currentTarget.valueAsNumber })}
          />
          <output htmlFor={levelId} data-testid="toy-level">
            {context.level}
          </output>
        </div>
      ) : (
        <ActionButton
          label={`Control the toy (${context.room.tokenPrice})`}
          whyNot={view.buying ? 'Buying a turn…' : whyNoTurn(context)}
          onClick={() => actor.send({ type: 'lovense.request' })}
        />
      )}
      {context.notice && <p role="status">{context.notice}</p>}
    </section>
  );
}
