import type { SnapshotFrom } from 'xstate';
import type { TipEvent, tipMachine } from './tip.machine';

export type TipSnapshot = SnapshotFrom<ReturnType<typeof tipMachine>>;

/** Maps a tip snapshot to the tip controls' props and intents. */
export function connectTip(snapshot: TipSnapshot, send: (event: TipEvent) => void) {
  const { context } = snapshot;
  const sending = snapshot.matches('sending');
  return {
    state: sending ? ('sending' as const) : ('idle' as const),
    amount: context.amount,
    comment: context.comment,
    balance: context.balance,
    error: context.error,
    isGuest: context.viewer.username === null,
    canSubmit: !sending,
    setAmount: (amount: number) => send({ type: 'tip.amount.change', amount }),
    setComment: (comment: string) => send({ type: 'tip.comment.change', comment }),
    submit: () => send({ type: 'tip.submit' }),
  };
}

export type TipView = ReturnType<typeof connectTip>;
