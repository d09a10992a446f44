import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ChatStatus, DisplayStatus, RoomMode } from './display-status';
import { connectRoom } from './room.connect';
import { type RoomEvent, type RoomFacts, type RoomInput, roomMachine } from './room.machine';

const onlineRoom: RoomFacts = { chatStatus: 'online', mode: 'public', passwordRequired: false };

function start(input: Partial<RoomInput> = {}, load: () => Promise<RoomFacts> = async () => onlineRoom) {
  const clock = new SimulatedClock();
  const remembered: string[] = [];
  const left: string[] = [];
  const machine = roomMachine().provide({
    actors: { loadRoom: fromPromise(load) },
    actions: {
      rememberGuestOverlay: ({ context }) => remembered.push(context.username),
      leaveRoom: ({ context }) => left.push(`${context.removal}`),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { username: 'demo_model', viewer: 'viewer', ...input },
  }).start();
  const view = () => connectRoom(actor.getSnapshot());
  return { clock, actor, view, remembered, left };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('room load', () => {
  it('goes from loading to ready with the facts of the room data', async () => {
    const { view } = start({}, async () => ({ ...onlineRoom, chatStatus: 'standby' }));
    expect(view().load).toBe('loading');
    expect(view().displayStatus).toBe('loading');
    await settle();
    expect(view().rootProps).toMatchObject({ 'data-state': 'ready', 'data-chat-status': 'standby' });
    expect(view().displayStatus).toBe('standby');
  });

  it('starts ready, without a load, when the app already holds the room answer', () => {
    let loads = 0;
    const { view } = start({ loaded: { ...onlineRoom, chatStatus: 'private' } }, async () => {
      loads += 1;
      return onlineRoom;
    });
    expect(view().rootProps).toMatchObject({ 'data-state': 'ready', 'data-chat-status': 'private' });
    expect(loads).toBe(0);
  });

  it('keeps status, error and suggestions of a failed load', async () => {
    const { view } = start({}, async () => {
      throw { status: 404, error: 'Room not found', suggestions: ['anna', 7] };
    });
    await settle();
    expect(view().load).toBe('error');
    expect(view().displayStatus).toBe('error');
    expect(view().failure).toEqual({ status: 404, error: 'Room not found', suggestions: ['anna'] });
  });

  it('takes the facts of the room answer fetched again after a socket rejoin', async () => {
    const { actor, view } = start();
    await settle();
    actor.send({
      type: 'room.refreshed',
      facts: { chatStatus: 'private', mode: 'public', passwordRequired: false },
    });
    expect(view()).toMatchObject({ chatStatus: 'private', displayStatus: 'private' });
    actor.send({
      type: 'room.refreshed',
      facts: { chatStatus: 'offline', mode: 'public', passwordRequired: false },
    });
    expect(view().displayStatus).toBe('offline');
  });

  it('raises an error for a room without a username', () => {
    const actor = createActor(roomMachine(), { input: { username: '', viewer: null } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toContain('A room needs a username');
  });
});

describe('status and mode', () => {
  it('defaults to offline and public until the room data says otherwise', () => {
    const { actor } = start({}, () => new Promise(() => {}));
    expect(actor.getSnapshot().context).toMatchObject({ chatStatus: 'offline', mode: 'public' });
  });

  it('follows room updates and the viewer private show, then returns to public', async () => {
    const { actor, view } = start();
    await settle();
    actor.send({ type: 'v3.private.started', payload: privateStarted('someone_else') });
    expect(view().displayStatus).toBe('private');
    actor.send({ type: 'v3.private.started', payload: privateStarted('viewer') });
    expect(view()).toMatchObject({ mode: 'private', displayStatus: 'online' });
    actor.send({ type: 'v3.private.end', payload: { broadcaster: 'demo_model', username: 'viewer' } });
    expect(view().mode).toBe('public');
    actor.send({ type: 'v3.chat.update', payload: roomUpdate('offline') });
    expect(view().displayStatus).toBe('offline');
  });

  it('is removed when the viewer is banned, not when someone else is', async () => {
    const { actor, view, left } = start();
    await settle();
    actor.send({ type: 'v3.chat.banned', payload: { username: 'other' } });
    expect(view().load).toBe('ready');
    expect(left).toEqual([]);
    actor.send({ type: 'v3.chat.kicked', payload: { username: 'viewer' } });
    expect(view()).toMatchObject({ load: 'removed', removal: 'kicked' });
    expect(left).toEqual(['kicked']);
  });

  it('is removed by a moderation ban of the viewer, not by one taken back or about someone else', async () => {
    const { actor, view, left } = start();
    await settle();
    actor.send({ type: 'v3.chat.moderate', payload: { action: 'banned', add: false, username: 'viewer' } });
    actor.send({ type: 'v3.chat.moderate', payload: { action: 'banned', add: true, username: 'other' } });
    actor.send({ type: 'v3.chat.moderate', payload: { action: 'silenced', add: true, username: 'viewer' } });
    expect(left).toEqual([]);
    actor.send({ type: 'v3.chat.moderate', payload: { action: 'banned', add: true, username: 'viewer' } });
    expect(view()).toMatchObject({ load: 'removed', removal: 'banned' });
    expect(left).toEqual(['banned']);
  });
});

describe('guest overlay', () => {
  it('shows after 2 minutes by default, and remembers it', async () => {
    const { clock, view, remembered } = start({ viewer: null });
    await settle();
    clock.increment(119_999);
    expect(view().guestOverlay).toBe(false);
    clock.increment(1);
    expect(view()).toMatchObject({ guestOverlay: true, displayStatus: 'guest-overlay' });
    expect(remembered).toEqual(['demo_model']);
  });

  it('shows after 1 minute with vidstop=1', async () => {
    const { clock, view } = start({ viewer: null, vidstop: '1' });
    await settle();
    clock.increment(59_999);
    expect(view().guestOverlay).toBe(false);
    clock.increment(1);
    expect(view().guestOverlay).toBe(true);
  });

  it('shows at once with vidstop=now or when shown before', async () => {
    for (const input of [{ vidstop: 'now' as const }, { guestOverlaySeen: true }]) {
      const { view } = start({ viewer: null, ...input });
      await settle();
      expect(view().guestOverlay).toBe(true);
    }
  });

  it('never shows to a member', async () => {
    const { clock, view } = start({ vidstop: 'now' });
    await settle();
    clock.increment(600_000);
    expect(view().guestOverlay).toBe(false);
  });
});

function privateStarted(username: string) {
  return {
    broadcaster: 'demo_model',
    username,
    stream: { stream_name: 's', token: 't', edge_servers: ['e'] },
    price_per_minute: 30,
    prepaid_seconds: 60,
    exclusive: false,
  } as never;
}

function roomUpdate(status: ChatStatus) {
  return { id: 1, status, module_ids: [], app_ids: [], cam2cam: false };
}

/**
 * The property: for any sequence of events, the view's display status is spec 2 section 4.2 read
 * top to bottom over an independent model of the room (written here, not shared with the code).
 */
describe('display status precedence (property)', () => {
  const statuses: ChatStatus[] = ['offline', 'online', 'standby', 'private', 'limited', 'connected'];
  type Step =
    | { kind: 'event'; event: RoomEvent }
    | { kind: 'wait'; ms: number }
    | { kind: 'loadDone' }
    | { kind: 'loadFailed' };
  const viewer = 'viewer';
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.constantFrom(...statuses).map((status) => ({
      kind: 'event' as const,
      event: { type: 'v3.chat.update' as const, payload: roomUpdate(status) },
    })),
    fc.constantFrom(viewer, 'other').map((username) => ({
      kind: 'event' as const,
      event: { type: 'v3.private.started' as const, payload: privateStarted(username) },
    })),
    fc.constant({
      kind: 'event' as const,
      event: { type: 'v3.private.end' as const, payload: { broadcaster: 'm', username: viewer } },
    }),
    fc.constant({
      kind: 'event' as const,
      event: { type: 'v3.spy.end' as const, payload: { broadcaster: 'm' } },
    }),
    fc
      .constantFrom<RoomEvent>(
        { type: 'spy.started' },
        { type: 'ticket.bought' },
        { type: 'password.accepted' },
      )
      .map((event) => ({ kind: 'event' as const, event })),
    fc.integer({ min: 0, max: 90_000 }).map((ms) => ({ kind: 'wait' as const, ms })),
  );

  it('matches the first-match-wins list for random event sequences', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          isGuest: fc.boolean(),
          vidstop: fc.constantFrom<RoomInput['vidstop']>('1', 'now', null),
          seen: fc.boolean(),
          cardRequired: fc.boolean(),
          loads: fc.boolean(),
          initial: fc.record({
            chatStatus: fc.constantFrom(...statuses),
            mode: fc.constantFrom<RoomMode>('public', 'private', 'spy', 'limited'),
            passwordRequired: fc.boolean(),
          }),
          steps: fc.array(step, { maxLength: 30 }),
        }),
        async ({ isGuest, vidstop, seen, cardRequired, loads, initial, steps }) => {
          const { actor, clock, view } = start(
            { viewer: isGuest ? null : viewer, vidstop, guestOverlaySeen: seen, cardRequired },
            async () => {
              if (!loads) throw { status: 500, error: 'Server error', suggestions: [] };
              return initial;
            },
          );
          // The independent model.
          const model = { ...initial, overlayAt: Number.POSITIVE_INFINITY, elapsed: 0 };
          if (isGuest) model.overlayAt = vidstop === 'now' || seen ? 0 : vidstop === '1' ? 60_000 : 120_000;
          await settle();
          const expected = (): DisplayStatus => {
            if (!loads) return 'error';
            if (model.passwordRequired) return 'password-required';
            if (model.chatStatus === 'offline') return 'offline';
            if (model.elapsed >= model.overlayAt) return 'guest-overlay';
            if (cardRequired) return 'card-required';
            if (model.chatStatus === 'connected') return 'connected';
            if (model.chatStatus === 'limited' && model.mode !== 'limited') return 'limited';
            if (model.chatStatus === 'private' && !['private', 'spy'].includes(model.mode)) return 'private';
            if (model.chatStatus === 'standby') return 'standby';
            return 'online';
          };
          expect(view().displayStatus).toBe(expected());
          for (const next of steps) {
            if (next.kind === 'wait') {
              clock.increment(next.ms);
              model.elapsed += next.ms;
            } else if (next.kind === 'event') {
              actor.send(next.event);
              const { event } = next;
              if (loads) {
                if (event.type === 'v3.chat.update') {
                  if (model.mode === 'limited' && event.payload.status !== 'limited') model.mode = 'public';
                  model.chatStatus = event.payload.status;
                }
                if (event.type === 'v3.private.started') {
                  model.chatStatus = 'private';
                  if (event.payload.username === viewer && !isGuest) model.mode = 'private';
                }
                if (event.type === 'v3.private.end' && (model.mode === 'private' || model.mode === 'spy'))
                  model.mode = 'public';
                if (event.type === 'v3.spy.end' && model.mode === 'spy') model.mode = 'public';
                if (event.type === 'spy.started') model.mode = 'spy';
                if (event.type === 'ticket.bought') model.mode = 'limited';
                if (event.type === 'password.accepted') model.passwordRequired = false;
              }
            }
            expect(view().displayStatus).toBe(expected());
          }
          actor.stop();
        },
      ),
      { numRuns: 300 },
    );
  });
});
