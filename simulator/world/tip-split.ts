import { accountOf } from '../ledger/ledger';
import { fail, type Outcome, succeed, type WorldCore } from './context';
import type { TipSplitView } from './facts';
import type { RoomState } from './rooms';
import type { Account } from './types';

/**
 * Tip split (spec 2 section 4.7): a viewer proposes a split of a tip among N viewers, others join
 * until N have paid. Each share is a ledger tip to the model, paid on joining; a canceled split
 * refunds every share exactly. The state reaches the room as the /tip_split chat command.
 */

/** A proposed split that does not fill up in this long is canceled (and refunded). */
export const tipSplitExpiryMs = 2 * 60_000;
/** After success or cancel the room offers a new split again after this long. */
export const tipSplitResetMs = 10_000;

export function tipSplitView(room: RoomState): TipSplitView {
  const split = room.tipSplit;
  return {
    mode: split.mode,
    splitters: [...split.shares.keys()],
    target_splitters: split.targetSplitters,
    split_amount: split.splitAmount,
    remaining: Math.max(0, split.targetSplitters - split.shares.size),
  };
}

function announce(world: WorldCore, room: RoomState) {
  world.emit({ type: 'tip_split.changed', room: room.username, split: tipSplitView(room) });
}

function payShare(world: WorldCore, room: RoomState, viewer: Account): Outcome<number> {
  if (viewer.id === room.modelId) return fail('forbidden', 'The model does not join her own tip split');
  const charged = world.charge({
    kind: 'tip',
    from: accountOf(viewer.id),
    to: accountOf(room.modelId),
    amount: room.tipSplit.splitAmount,
    at: world.clock.now(),
    memo: { room: room.username, source: 'tip_split' },
  });
  return charged.ok ? succeed(charged.value.seq) : charged;
}

/** Back to `available` a little after a split is over. */
function settle(world: WorldCore, room: RoomState, mode: 'success' | 'canceled') {
  const split = room.tipSplit;
  split.stop();
  split.mode = mode;
  announce(world, room);
  split.stop = world.clock.schedule(tipSplitResetMs, () => {
    room.tipSplit = {
      mode: 'available',
      shares: new Map(),
      targetSplitters: 0,
      splitAmount: 0,
      stop: () => {},
    };
    announce(world, room);
  });
}

/** Starts a split (mode available, no private running); the proposer pays the first share. */
export function proposeTipSplit(
  world: WorldCore,
  room: RoomState,
  proposer: Account,
  targetSplitters: number,
  splitAmount: number,
): Outcome<TipSplitView> {
  if (room.tipSplit.mode !== 'available') return fail('tip_split_unavailable', 'No tip split is on offer.');
  if (room.privateShow) return fail('tip_split_unavailable', 'A private is running.');
  if (!Number.isInteger(targetSplitters) || targetSplitters < 2 || targetSplitters > 20)
    return fail('validation', 'A tip split has 2 to 20 splitters');
  if (!Number.isInteger(splitAmount) || splitAmount < 1 || splitAmount > 10_000)
    return fail('invalid_amount', 'Each share is a whole number of tokens from 1 to 10000');
  room.tipSplit = { mode: 'proposed', shares: new Map(), targetSplitters, splitAmount, stop: () => {} };
  const paid = payShare(world, room, proposer);
  if (!paid.ok) {
    room.tipSplit.mode = 'available';
    return paid;
  }
  room.tipSplit.shares.set(proposer.username, paid.value);
  room.tipSplit.stop = world.clock.schedule(tipSplitExpiryMs, () => cancelTipSplit(world, room));
  announce(world, room);
  return succeed(tipSplitView(room));
}

/** Joins a proposed split (no private running, not already in it); the last share makes it a success. */
export function joinTipSplit(world: WorldCore, room: RoomState, viewer: Account): Outcome<TipSplitView> {
  const split = room.tipSplit;
  if (split.mode !== 'proposed') return fail('tip_split_unavailable', 'No tip split to join.');
  if (room.privateShow) return fail('tip_split_unavailable', 'A private is running.');
  if (split.shares.has(viewer.username)) return fail('already_joined', 'You are already in this split.');
  const paid = payShare(world, room, viewer);
  if (!paid.ok) return paid;
  split.shares.set(viewer.username, paid.value);
  if (split.shares.size >= split.targetSplitters) settle(world, room, 'success');
  else announce(world, room);
  return succeed(tipSplitView(room));
}

/** Cancels a proposed split: every share paid so far is refunded in full. */
export function cancelTipSplit(world: WorldCore, room: RoomState): Outcome<TipSplitView> {
  const split = room.tipSplit;
  if (split.mode !== 'proposed') return fail('tip_split_unavailable', 'No tip split to cancel.');
  for (const seq of split.shares.values()) {
    const original = world.ledger.entry(seq);
    if (!original) continue;
    world.ledger.record({
      kind: 'refund',
      from: original.to,
      to: original.from,
      amount: world.ledger.refundable(seq),
      at: world.clock.now(),
      memo: { refundOf: seq, room: room.username, reason: 'tip_split_canceled' },
    });
  }
  settle(world, room, 'canceled');
  return succeed(tipSplitView(room));
}
