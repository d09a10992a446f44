import { accountOf } from '../ledger/ledger';
import { fail, type Outcome, succeed, type WorldCore } from './context';
import type { PrivateEndReason } from './facts';
import { type LimitedShow, type RoomState, setStatus } from './rooms';
import type { Account } from './types';

/**
 * Paid shows, with the simulator as the only charging authority: each minute of a private or a spy
 * session is charged by the world's clock through the ledger, never by a client.
 */

const minute = 60_000;
export const spyStartupWaiverMs = 10 * minute;
export const freeSpyPreviewSeconds = 20;
/** Bot models accept a private request after this long. */
export const botAcceptDelayMs = 3000;

export function privateBlocker(room: RoomState, model: Account): string | null {
  const profile = model.model;
  if (!profile) return 'Not a model';
  if (profile.status !== 'online' && profile.status !== 'standby')
    return 'The model is not available for a private';
  if (room.limitedShow) return 'A ticket show is running';
  if (profile.isVoyeur) return 'Voyeur cams do not take privates';
  if (profile.inVersus) return 'A versus tournament is running';
  if (!profile.allowsPrivate) return 'Privates are disabled';
  return null;
}

export function requestPrivate(
  world: WorldCore,
  room: RoomState,
  model: Account,
  viewer: Account,
  exclusive: boolean,
  autoAccept: boolean,
): Outcome<null> {
  const blocker = privateBlocker(room, model);
  if (blocker) return fail('private_unavailable', blocker);
  if (viewer.id === model.id) return fail('forbidden', 'You cannot request your own private');
  const price = pricePerMinute(model, exclusive);
  if (world.ledger.spendable(accountOf(viewer.id)) < price)
    return fail(
      viewer.postpayCreditLimit > 0 ? 'postpay_card_fail' : 'not_enough_tokens',
      'Not enough tokens',
    );
  room.privateRequests.set(viewer.username, { exclusive, at: world.clock.now() });
  world.emit({ type: 'private.requested', room: room.username, viewer: viewer.username, exclusive });
  if (autoAccept)
    world.clock.schedule(botAcceptDelayMs, () => {
      if (room.privateRequests.has(viewer.username)) acceptPrivate(world, room, model, viewer);
    });
  return succeed(null);
}

export function declinePrivate(world: WorldCore, room: RoomState, viewer: string): void {
  if (!room.privateRequests.delete(viewer)) return;
  world.emit({ type: 'private.declined', room: room.username, viewer });
}

export const pricePerMinute = (model: Account, exclusive: boolean) =>
  (model.model?.privateRate ?? 30) * (exclusive ? 2 : 1);

/** Starts the private: the first minute is prepaid now, each next minute when the last runs out. */
export function acceptPrivate(
  world: WorldCore,
  room: RoomState,
  model: Account,
  viewer: Account,
): Outcome<null> {
  const request = room.privateRequests.get(viewer.username);
  room.privateRequests.clear();
  const blocker = privateBlocker(room, model);
  if (blocker || room.privateShow)
    return fail('private_unavailable', blocker ?? 'A private is already running');
  const exclusive = request?.exclusive ?? false;
  const price = pricePerMinute(model, exclusive);
  const first = chargeMinute(world, room, 'private_minute', viewer, model, price);
  if (!first.ok) {
    world.emit({ type: 'private.declined', room: room.username, viewer: viewer.username });
    return first;
  }
  const now = world.clock.now();
  const session = {
    viewer: viewer.username,
    viewerId: viewer.id,
    exclusive,
    pricePerMinute: price,
    startedAt: now,
    tokensCharged: price,
    paidUntil: now + minute,
    stop: () => {},
  };
  room.privateShow = session;
  session.stop = world.clock.every(minute, () => {
    const charged = chargeMinute(world, room, 'private_minute', viewer, model, price);
    if (!charged.ok) return endPrivate(world, room, model, 'out_of_tokens');
    session.tokensCharged += price;
    session.paidUntil += minute;
    emitTick(world, room, viewer);
  });
  setStatus(world, room, model, 'private');
  world.emit({
    type: 'private.started',
    room: room.username,
    viewer: viewer.username,
    exclusive,
    pricePerMinute: price,
  });
  world.emit({ type: 'room.mode.changed', room: room.username, viewer: viewer.username, mode: 'private' });
  emitTick(world, room, viewer);
  return succeed(null);
}

function emitTick(world: WorldCore, room: RoomState, viewer: Account) {
  const session = room.privateShow;
  if (!session) return;
  const now = world.clock.now();
  const prepaid = Math.max(0, Math.round((session.paidUntil - now) / 1000));
  const affordable = Math.max(
    0,
    Math.floor(world.ledger.spendable(accountOf(viewer.id)) / session.pricePerMinute),
  );
  world.emit({
    type: 'private.ticked',
    room: room.username,
    viewer: session.viewer,
    pricePerMinute: session.pricePerMinute,
    tokensCharged: session.tokensCharged,
    durationSeconds: Math.round((now - session.startedAt) / 1000),
    prepaidSecondsLeft: prepaid,
    remainingSeconds: prepaid + affordable * 60,
  });
}

function chargeMinute(
  world: WorldCore,
  room: RoomState,
  kind: 'private_minute' | 'spy_minute',
  viewer: Account,
  model: Account,
  price: number,
) {
  return world.charge({
    kind,
    from: accountOf(viewer.id),
    to: accountOf(model.id),
    amount: price,
    at: world.clock.now(),
    memo: { room: room.username },
  });
}

export function endPrivate(
  world: WorldCore,
  room: RoomState,
  model: Account,
  reason: PrivateEndReason,
): void {
  const session = room.privateShow;
  if (!session) return;
  session.stop();
  room.privateShow = null;
  for (const spy of [...room.spies.keys()]) endSpy(world, room, spy, 'private_ended');
  world.emit({
    type: 'private.ended',
    room: room.username,
    viewer: session.viewer,
    reason,
    tokensCharged: session.tokensCharged,
    durationSeconds: Math.round((world.clock.now() - session.startedAt) / 1000),
  });
  world.emit({ type: 'room.mode.changed', room: room.username, viewer: session.viewer, mode: 'public' });
  setStatus(world, room, model, 'online');
}

export function spyBlocker(room: RoomState, model: Account, viewer: Account): string | null {
  const profile = model.model;
  if (profile?.status !== 'private' || !room.privateShow) return 'There is no private to spy on';
  if (room.privateShow.exclusive) return 'This private is exclusive';
  if (room.limitedShow) return 'A ticket show is running';
  if (!profile.allowsSpy) return 'Spying is disabled';
  if (room.privateShow.viewerId === viewer.id) return 'You are in this private';
  return null;
}

export function startSpy(
  world: WorldCore,
  room: RoomState,
  model: Account,
  viewer: Account,
  lastStartupTipAt: number | undefined,
): Outcome<{ pricePerMinute: number; startupTip: number }> {
  const blocker = spyBlocker(room, model, viewer);
  if (blocker) return fail('spy_unavailable', blocker);
  if (room.spies.has(viewer.username))
    return succeed({ pricePerMinute: model.model?.spyRate ?? 0, startupTip: 0 });
  const price = model.model?.spyRate ?? 6;
  const waived = lastStartupTipAt !== undefined && world.clock.now() - lastStartupTipAt < spyStartupWaiverMs;
  const startupTip = waived ? 0 : (model.model?.spyStartupTip ?? 0);
  if (world.ledger.spendable(accountOf(viewer.id)) < price + startupTip)
    return fail('not_enough_tokens', 'Not enough tokens to spy');
  if (startupTip > 0) {
    const tip = world.charge({
      kind: 'tip',
      from: accountOf(viewer.id),
      to: accountOf(model.id),
      amount: startupTip,
      at: world.clock.now(),
      memo: { room: room.username, source: 'spy_startup' },
    });
    if (!tip.ok) return tip;
  }
  const first = chargeMinute(world, room, 'spy_minute', viewer, model, price);
  if (!first.ok) return first;
  const session = {
    viewerId: viewer.id,
    pricePerMinute: price,
    startedAt: world.clock.now(),
    tokensCharged: price,
    stop: () => {},
  };
  room.spies.set(viewer.username, session);
  session.stop = world.clock.every(minute, () => {
    const charged = chargeMinute(world, room, 'spy_minute', viewer, model, price);
    if (!charged.ok) return endSpy(world, room, viewer.username, 'out_of_tokens');
    session.tokensCharged += price;
    const remaining = Math.floor(world.ledger.spendable(accountOf(viewer.id)) / price) * 60;
    world.emit({
      type: 'spy.ticked',
      room: room.username,
      viewer: viewer.username,
      tokensCharged: session.tokensCharged,
      remainingSeconds: remaining,
    });
  });
  world.emit({ type: 'spy.started', room: room.username, viewer: viewer.username, pricePerMinute: price });
  world.emit({ type: 'room.mode.changed', room: room.username, viewer: viewer.username, mode: 'spy' });
  return succeed({ pricePerMinute: price, startupTip });
}

export function endSpy(world: WorldCore, room: RoomState, viewer: string, reason: string): void {
  const session = room.spies.get(viewer);
  if (!session) return;
  session.stop();
  room.spies.delete(viewer);
  world.emit({
    type: 'spy.ended',
    room: room.username,
    viewer,
    reason,
    tokensCharged: session.tokensCharged,
  });
  world.emit({ type: 'room.mode.changed', room: room.username, viewer, mode: 'public' });
}

export interface LimitedShowOptions {
  ticketPrice?: number;
  recordingPrice?: number;
  durationMinutes?: number;
  refundMinutesBeforeEnd?: number;
}

export function startLimitedShow(
  world: WorldCore,
  room: RoomState,
  model: Account,
  options: LimitedShowOptions = {},
): Outcome<LimitedShow> {
  const profile = model.model;
  if (!profile || (profile.status !== 'online' && profile.status !== 'standby'))
    return fail('limited_unavailable', 'The model must be online to start a ticket show');
  if (room.limitedShow || room.privateShow) return fail('limited_unavailable', 'Another show is running');
  const now = world.clock.now();
  const show: LimitedShow = {
    ticketPrice: options.ticketPrice ?? profile.ticketPrice,
    recordingPrice: options.recordingPrice ?? profile.recordingPrice,
    startedAt: now,
    endsAt: now + (options.durationMinutes ?? 20) * minute,
    refundMinutesBeforeEnd: options.refundMinutesBeforeEnd ?? 5,
    tickets: new Map(),
    recordings: new Set(),
    stop: () => {},
  };
  room.limitedShow = show;
  show.stop = world.clock.schedule(show.endsAt - now, () => endLimitedShow(world, room, model));
  setStatus(world, room, model, 'limited');
  world.emit({
    type: 'limited.started',
    room: room.username,
    ticketPrice: show.ticketPrice,
    recordingPrice: show.recordingPrice,
    endsAt: show.endsAt,
    refundMinutesBeforeEnd: show.refundMinutesBeforeEnd,
  });
  return succeed(show);
}

export function buyTicket(world: WorldCore, room: RoomState, model: Account, viewer: Account): Outcome<null> {
  const show = room.limitedShow;
  if (!show) return fail('limited_unavailable', 'No ticket show is running');
  if (show.tickets.has(viewer.username)) return fail('already_bought', 'You already have a ticket');
  if (viewer.id === model.id) return fail('forbidden', 'Models do not buy tickets to their own show');
  const charged = world.charge({
    kind: 'ticket',
    from: accountOf(viewer.id),
    to: accountOf(model.id),
    amount: show.ticketPrice,
    at: world.clock.now(),
    memo: { room: room.username },
  });
  if (!charged.ok) return charged;
  show.tickets.set(viewer.username, { seq: charged.value.seq, at: world.clock.now() });
  world.emit({
    type: 'ticket.bought',
    room: room.username,
    viewer: viewer.username,
    price: show.ticketPrice,
  });
  world.emit({ type: 'room.mode.changed', room: room.username, viewer: viewer.username, mode: 'limited' });
  return succeed(null);
}

export function buyRecording(
  world: WorldCore,
  room: RoomState,
  model: Account,
  viewer: Account,
): Outcome<null> {
  const show = room.limitedShow;
  if (!show?.tickets.has(viewer.username)) return fail('ticket_required', 'Buy a ticket first');
  if (show.recordingPrice <= 0) return fail('recording_unavailable', 'This show is not recorded');
  if (show.recordings.has(viewer.username)) return fail('already_bought', 'You already bought the recording');
  const charged = world.charge({
    kind: 'recording',
    from: accountOf(viewer.id),
    to: accountOf(model.id),
    amount: show.recordingPrice,
    at: world.clock.now(),
    memo: { room: room.username },
  });
  if (!charged.ok) return charged;
  show.recordings.add(viewer.username);
  world.emit({
    type: 'recording.bought',
    room: room.username,
    viewer: viewer.username,
    price: show.recordingPrice,
  });
  return succeed(null);
}

/** Ends the ticket show; tickets bought within the refund window before the end are refunded. */
export function endLimitedShow(world: WorldCore, room: RoomState, model: Account): void {
  const show = room.limitedShow;
  if (!show) return;
  show.stop();
  room.limitedShow = null;
  const now = world.clock.now();
  const refundFrom = now - show.refundMinutesBeforeEnd * minute;
  const refunded: string[] = [];
  for (const [viewer, ticket] of show.tickets) {
    if (ticket.seq === null || ticket.at < refundFrom) continue;
    const original = world.ledger.entry(ticket.seq);
    if (!original) continue;
    const refund = world.ledger.record({
      kind: 'refund',
      from: original.to,
      to: original.from,
      amount: original.amount,
      at: now,
      memo: { refundOf: original.seq, room: room.username, reason: 'joined_before_end' },
    });
    if (refund.ok) refunded.push(viewer);
  }
  world.emit({ type: 'limited.ended', room: room.username, refunded });
  for (const viewer of show.tickets.keys())
    world.emit({ type: 'room.mode.changed', room: room.username, viewer, mode: 'public' });
  setStatus(world, room, model, 'online');
}
