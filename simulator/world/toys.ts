import { accountOf } from '../ledger/ledger';
import { fail, type Outcome, succeed, type WorldCore } from './context';
import type { RoomState } from './rooms';
import type { Account } from './types';

/**
 * Lovense toy control (spec 2 sections 3.6, 4.8): a viewer pays the room's price for a turn of
 * control; while someone controls, the next payers queue. A turn ends after its duration, or when
 * the model stops it; a mode change resets control: the turn ends and queued payers are refunded.
 */

function announceQueue(world: WorldCore, room: RoomState) {
  world.emit({
    type: 'lovense.queue.changed',
    room: room.username,
    usernames: room.toyControl.queue.map((entry) => entry.username),
  });
}

function startTurn(world: WorldCore, room: RoomState, username: string) {
  const toy = room.toyControl;
  const stop = world.clock.schedule(toy.durationSeconds * 1000, () => stopToyControl(world, room));
  toy.controller = { username, stop };
  world.emit({
    type: 'lovense.control.started',
    room: room.username,
    username,
    controlType: toy.controlType,
    durationSeconds: toy.durationSeconds,
    tokenPrice: toy.tokenPrice,
  });
}

/** A viewer pays for a turn: control now, or a place in the queue. */
export function requestToyControl(
  world: WorldCore,
  room: RoomState,
  model: Account,
  viewer: Account,
): Outcome<{ queued: boolean }> {
  if (!model.model?.controlHer) return fail('lovense_unavailable', 'Toy control is off in this room');
  if (viewer.id === model.id) return fail('forbidden', 'The model does not control her own toy');
  // Control is part of the public show: leaving it (private, ticket show, offline) resets control.
  const status = model.model?.status;
  if (status !== 'online' && status !== 'standby')
    return fail('lovense_unavailable', 'Toy control is for the public show.');
  const toy = room.toyControl;
  if (
    toy.controller?.username === viewer.username ||
    toy.queue.some((entry) => entry.username === viewer.username)
  )
    return fail('already_queued', 'You already have a turn');
  const charged = world.charge({
    kind: 'tip',
    from: accountOf(viewer.id),
    to: accountOf(model.id),
    amount: toy.tokenPrice,
    at: world.clock.now(),
    memo: { room: room.username, source: 'lovense_control' },
  });
  if (!charged.ok) return charged;
  if (!toy.controller) {
    startTurn(world, room, viewer.username);
    return succeed({ queued: false });
  }
  toy.queue.push({ username: viewer.username, seq: charged.value.seq });
  announceQueue(world, room);
  return succeed({ queued: true });
}

/** Ends the current turn; the next in the queue takes control. */
export function stopToyControl(world: WorldCore, room: RoomState): Outcome<null> {
  const toy = room.toyControl;
  const controller = toy.controller;
  if (!controller) return fail('no_control', 'Nobody controls the toy');
  controller.stop();
  toy.controller = null;
  toy.level = 0;
  world.emit({ type: 'lovense.control.stopped', room: room.username, username: controller.username });
  const next = toy.queue.shift();
  if (next) {
    announceQueue(world, room);
    startTurn(world, room, next.username);
  }
  return succeed(null);
}

/** A mode change: the current turn ends, queued turns are refunded and the queue empties. */
export function resetToyControl(world: WorldCore, room: RoomState): void {
  const toy = room.toyControl;
  const queued = toy.queue.splice(0);
  for (const entry of queued) {
    const original = world.ledger.entry(entry.seq);
    if (!original) continue;
    world.ledger.record({
      kind: 'refund',
      from: original.to,
      to: original.from,
      amount: world.ledger.refundable(entry.seq),
      at: world.clock.now(),
      memo: { refundOf: entry.seq, room: room.username, reason: 'lovense_reset' },
    });
  }
  if (queued.length) announceQueue(world, room);
  if (toy.controller) stopToyControl(world, room);
}

/** The strongest level the toy-control API takes (Lovense's Vibrate:0-20). */
export const toyLevelMax = 20;

/** The viewer holding control sets the toy's level (the simulated toy-control API). */
export function commandToy(room: RoomState, viewer: Account, level: number): Outcome<number> {
  const toy = room.toyControl;
  if (toy.controller?.username !== viewer.username)
    return fail('forbidden', 'Only the viewer whose turn it is controls the toy');
  if (!Number.isInteger(level) || level < 0 || level > toyLevelMax)
    return fail('validation', `A level is a whole number from 0 to ${toyLevelMax}`);
  toy.level = level;
  return succeed(level);
}
