import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ServerEvent } from '../../protocol';
import { createFakeTransport, type FakeSocket } from '../socket-transport/socket-transport.fake';
import { connectLobbySocket } from './lobby-socket.connect';
import { type LobbySocketEmitted, type LobbySocketInput, lobbySocketMachine } from './lobby-socket.machine';

const minute = 60_000;

function start(overrides: Partial<LobbySocketInput> = {}) {
  const clock = new SimulatedClock();
  const transport = createFakeTransport();
  const reports: { server: string; at: number }[] = [];
  const machine = lobbySocketMachine().provide({
    actors: {
      transport: transport.logic,
      reportSocketFailure: fromPromise<void, { server: string }>(async ({ input }) => {
        reports.push({ server: input.server, at: clock.now() });
      }),
    },
  });
  const input: LobbySocketInput = {
    url: 'ws://lobby.test/v3',
    token: 'guest-token',
    loggedIn: false,
    version: '2.0.0',
    randomSeed: 7,
    ...overrides,
  };
  const actor = createActor(machine, { clock, input }).start();
  const emitted: LobbySocketEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  const status = () => connectLobbySocket(actor.getSnapshot()).status;
  return { clock, transport, actor, emitted, reports, status };
}

const templates: ServerEvent = { type: 'v3.templates', payload: { events: [] } };
const clientVersion: ServerEvent = { type: 'v3.client.version', payload: { version: '2.0.1' } };
const authorized: ServerEvent = {
  type: 'v3.authorize.success',
  payload: { username: 'ann', is_guest: false, socket_id: 's1' },
};

function handshake(socket: FakeSocket) {
  socket.open();
  socket.deliver(templates);
  socket.deliver(clientVersion);
  socket.deliver(authorized);
}

/** Advance one millisecond at a time (a SimulatedClock jump fires timers late), up to `limit`. */
function advanceUntil(clock: SimulatedClock, condition: () => boolean, limit = 10_000): number {
  for (let waited = 0; waited <= limit; waited++) {
    if (condition()) return waited;
    clock.increment(1);
  }
  throw new Error(`condition not met within ${limit} ms`);
}

describe('lobby socket: connecting, connected, authorized', () => {
  it('authorizes only after the templates and v3.client.version, with the token and version', () => {
    const { transport, status } = start();
    const socket = transport.current();
    expect(socket.input).toEqual({ url: 'ws://lobby.test/v3', scope: 'lobby' });
    expect(status()).toBe('connecting');
    socket.open();
    expect(status()).toBe('connected');
    socket.deliver(clientVersion);
    expect(socket.sent).toEqual([]);
    socket.deliver(templates);
    expect(socket.sent).toEqual([]);
    socket.deliver(clientVersion);
    expect(socket.sent).toEqual([
      { type: 'v3.authorize', payload: { token: 'guest-token', version: '2.0.0' } },
    ]);
    expect(status()).toBe('connected');
    socket.deliver(authorized);
    expect(status()).toBe('authorized');
  });

  it('passes v3.client.version on, so the shell can compare versions', () => {
    const { transport, emitted } = start();
    handshake(transport.current());
    expect(emitted).toContainEqual(clientVersion);
  });

  it('sends what the app asks only while authorized; otherwise it drops and logs', () => {
    const { transport, actor, emitted } = start();
    const discover = { type: 'v3.lobby.discover' as const, payload: { room: 'bella' } };
    actor.send({ type: 'lobby.send', event: discover });
    expect(emitted.at(-1)).toMatchObject({ type: 'socket.log', level: 'warn' });
    handshake(transport.current());
    actor.send({ type: 'lobby.send', event: discover });
    expect(transport.current().sent.at(-1)).toEqual(discover);
  });
});

describe('lobby socket: reconnect back-off with jitter', () => {
  it('a drop reconnects after the drawn delay (first one within 50-300 ms), never before it', () => {
    const { clock, transport, actor, status } = start();
    handshake(transport.current());
    transport.current().drop();
    expect(status()).toBe('reconnecting');
    const delay = actor.getSnapshot().context.retryDelayMs;
    expect(delay).toBeGreaterThanOrEqual(50);
    expect(delay).toBeLessThanOrEqual(300);
    clock.increment(delay - 1);
    expect(transport.sockets).toHaveLength(1);
    clock.increment(1);
    expect(transport.sockets).toHaveLength(2);
    expect(status()).toBe('connecting');
  });

  it('each failed attempt doubles the window up to the 3000 ms cap; authorizing resets it', () => {
    const { clock, transport, actor } = start();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      transport.current().drop();
      const before = transport.sockets.length;
      waits.push(advanceUntil(clock, () => transport.sockets.length > before));
      expect(waits.at(-1)).toBe(actor.getSnapshot().context.retryDelayMs);
    }
    const windows = [
      [50, 300],
      [100, 600],
      [200, 1200],
      [400, 2400],
      [800, 3000],
      [1500, 3000],
      [1500, 3000],
      [1500, 3000],
    ];
    waits.forEach((wait, index) => {
      const [min = 0, max = 0] = windows[index] ?? [];
      expect(wait).toBeGreaterThanOrEqual(min);
      expect(wait).toBeLessThanOrEqual(max);
    });
    handshake(transport.current());
    transport.current().drop();
    expect(actor.getSnapshot().context.retryDelayMs).toBeLessThanOrEqual(300);
  });

  it('the same seed draws the same delays, another seed other delays', () => {
    const delays = (randomSeed: number) => {
      const { transport, actor, clock } = start({ randomSeed });
      return Array.from({ length: 5 }, () => {
        transport.current().drop();
        const delay = actor.getSnapshot().context.retryDelayMs;
        clock.increment(delay);
        return delay;
      });
    };
    expect(delays(42)).toEqual(delays(42));
    expect(delays(42)).not.toEqual(delays(43));
  });

  it('a transport that fails to start counts as a failed connection', () => {
    // No transport provided: the default throws, as a WebSocket constructor does for a bad URL.
    const actor = createActor(lobbySocketMachine(), {
      clock: new SimulatedClock(),
      input: { url: 'ws://lobby.test/v3', token: 't', loggedIn: false, version: '1', randomSeed: 1 },
    });
    const logs: LobbySocketEmitted[] = [];
    actor.on('socket.log', (event) => logs.push(event));
    actor.start();
    expect(connectLobbySocket(actor.getSnapshot()).status).toBe('reconnecting');
    expect(logs).toEqual([{ type: 'socket.log', level: 'error', message: 'Lobby socket could not open' }]);
    actor.stop();
  });
});

describe('lobby socket: login changes (spec 1 section 4)', () => {
  it('reconnects 1.5 s after a login change when no change happened in the last 5 minutes', () => {
    const { clock, transport, actor } = start();
    handshake(transport.current());
    actor.send({ type: 'session.changed', loggedIn: true, token: 'ann-token' });
    clock.increment(1_499);
    expect(transport.sockets).toHaveLength(1);
    clock.increment(1);
    expect(transport.sockets).toHaveLength(2);
    expect(transport.liveCount()).toBe(1);
    handshake(transport.current());
    expect(transport.current().sent[0]).toEqual({
      type: 'v3.authorize',
      payload: { token: 'ann-token', version: '2.0.0' },
    });
  });

  it('does not reconnect for a change within 5 minutes of the previous one; the window restarts', () => {
    const { clock, transport, actor } = start();
    handshake(transport.current());
    const change = (loggedIn: boolean) =>
      actor.send({ type: 'session.changed', loggedIn, token: loggedIn ? 'ann-token' : 'guest-token' });
    change(true);
    clock.increment(2_000);
    handshake(transport.current());
    expect(transport.sockets).toHaveLength(2);
    clock.increment(4 * minute);
    change(false); // 4 min after the last change: no reconnect
    clock.increment(4 * minute);
    change(true); // 4 min after the last change again: no reconnect
    clock.increment(5 * minute - 1);
    change(false); // 1 ms short of 5 min
    clock.increment(10_000);
    expect(transport.sockets).toHaveLength(2);
    clock.increment(5 * minute);
    change(true); // more than 5 min after the last change: reconnect
    clock.increment(1_500);
    expect(transport.sockets).toHaveLength(3);
  });

  it('a new token without a login change is kept for the next authorize but does not reconnect', () => {
    const { clock, transport, actor } = start({ loggedIn: true, token: 'old' });
    handshake(transport.current());
    actor.send({ type: 'session.changed', loggedIn: true, token: 'new' });
    clock.increment(10_000);
    expect(transport.sockets).toHaveLength(1);
    transport.current().drop();
    clock.increment(300);
    handshake(transport.current());
    expect(transport.current().sent[0]).toMatchObject({ payload: { token: 'new' } });
  });
});

describe('lobby socket: server commands and updates', () => {
  it('v3.lobby.restarting sets a flag that clears after 30 s; a repeat restarts the 30 s', () => {
    const { clock, transport, actor } = start();
    handshake(transport.current());
    const restarting = () => connectLobbySocket(actor.getSnapshot()).isRestarting;
    transport.current().deliver({ type: 'v3.lobby.restarting', payload: {} });
    expect(restarting()).toBe(true);
    clock.increment(20_000);
    transport.current().deliver({ type: 'v3.lobby.restarting', payload: {} });
    clock.increment(29_999);
    expect(restarting()).toBe(true);
    clock.increment(1);
    expect(restarting()).toBe(false);
  });

  it('the flag survives the drop that a restart brings', () => {
    const { clock, transport, actor } = start();
    handshake(transport.current());
    transport.current().deliver({ type: 'v3.lobby.restarting', payload: {} });
    transport.current().drop();
    clock.increment(10_000);
    expect(connectLobbySocket(actor.getSnapshot()).isRestarting).toBe(true);
  });

  it('v3.refresh asks for a reload and v3.logout for a logout', () => {
    const { transport, emitted } = start();
    handshake(transport.current());
    transport.current().deliver({ type: 'v3.refresh', payload: {} });
    transport.current().deliver({ type: 'v3.logout', payload: {} });
    expect(emitted.filter((event) => !event.type.startsWith('v3.'))).toEqual([
      { type: 'page.reload' },
      { type: 'session.logout' },
    ]);
  });

  it('token, settings, notification, payment, promo-wheel and re-up updates reach their owners', () => {
    const { transport, emitted } = start();
    handshake(transport.current());
    const updates: ServerEvent[] = [
      {
        type: 'v3.token.update',
        payload: { username: 'ann', tokens: 90, token_change: -10, type: 'tip' },
      },
      { type: 'v3.user.settings', payload: { settings: { dark_mode_enabled: true } } },
      { type: 'v3.notification.count', payload: { count: 3 } },
      { type: 'v3.payment.update', payload: { success: true, tokens: 500 } },
      { type: 'v3.promo_wheel_count', payload: { count: 2 } },
      { type: 'v3.reUp.update', payload: { success: true, tokens: 200 } },
    ];
    for (const update of updates) transport.current().deliver(update);
    expect(
      emitted.filter((event) => event.type.startsWith('v3.') && event.type !== 'v3.client.version'),
    ).toEqual(updates);
    expect(emitted.at(-1)).toEqual({
      type: 'toast.show',
      toast: { appearance: 'success', content: 'Auto re-up successful! 200 tokens added to your balance' },
    });
  });

  it('routes auto re-up errors and payouts as spec 1 section 8 says', () => {
    const { transport, emitted } = start();
    handshake(transport.current());
    const socket = transport.current();
    socket.deliver({ type: 'v3.reUp.update', payload: { success: false, error: 'verification_required' } });
    socket.deliver({ type: 'v3.reUp.update', payload: { success: false, error: 'contact_support' } });
    socket.deliver({ type: 'v3.reUp.update', payload: { success: false, error: 'declined' } });
    socket.deliver({
      type: 'v3.token.update',
      payload: { username: 'ann', tokens: 0, token_change: -120, type: 'payout' },
    });
    expect(emitted.filter((event) => event.type === 'modal.open' || event.type === 'toast.show')).toEqual([
      { type: 'modal.open', modal: 'purchase-declined' },
      { type: 'modal.open', modal: 'contact-support' },
      { type: 'toast.show', toast: { appearance: 'error', content: 'Auto re-up failed' } },
      { type: 'toast.show', toast: { appearance: 'info', content: '120 tokens removed for payout' } },
    ]);
  });

  it('unknown event ids and broken frames are logged only', () => {
    const { transport, actor, emitted, status } = start();
    handshake(transport.current());
    const before = actor.getSnapshot().value;
    transport.current().deliver({ type: 'protocol.unknown', id: 99, raw: [99, {}] });
    transport.current().deliver({ type: 'protocol.malformed', reason: 'not JSON', raw: '{' });
    expect(actor.getSnapshot().value).toEqual(before);
    expect(status()).toBe('authorized');
    expect(emitted).toEqual([
      clientVersion,
      { type: 'socket.log', level: 'warn', message: 'Unknown realtime event id 99' },
      { type: 'socket.log', level: 'error', message: 'Malformed frame: not JSON' },
    ]);
  });
});

describe('lobby socket: keep-alive and failure report', () => {
  it('as streamer pings every 10 s; a pong missing 2 s is logged only', () => {
    const { clock, transport, emitted, status } = start({ isStreamer: true });
    handshake(transport.current());
    const pings = () => transport.current().sent.filter((event) => event.type === 'v3.ping').length;
    clock.increment(9_999);
    expect(pings()).toBe(0);
    clock.increment(1);
    expect(pings()).toBe(1);
    transport.current().deliver({ type: 'v3.pong', payload: {} });
    clock.increment(10_000);
    expect(pings()).toBe(2);
    clock.increment(2_000);
    expect(emitted.at(-1)).toEqual({
      type: 'socket.log',
      level: 'warn',
      message: 'Lobby pong missing after 2 s',
    });
    expect(status()).toBe('authorized');
  });

  it('a viewer does not ping until it becomes the streamer; server pings are answered', () => {
    const { clock, transport, actor } = start();
    handshake(transport.current());
    clock.increment(30_000);
    expect(transport.current().sent.map((event) => event.type)).toEqual(['v3.authorize']);
    transport.current().deliver({ type: 'v3.ping', payload: {} });
    expect(transport.current().sent.at(-1)).toEqual({ type: 'v3.pong', payload: {} });
    actor.send({ type: 'streamer.changed', isStreamer: true });
    clock.increment(10_000);
    expect(transport.current().sent.at(-1)).toEqual({ type: 'v3.ping', payload: {} });
  });

  it('reports a failure lasting 10 s once, with the server; a new failure is reported again', () => {
    const { clock, transport, reports } = start();
    handshake(transport.current());
    transport.current().drop();
    for (let step = 0; step < 30; step++) {
      clock.increment(500);
      transport.current().drop(); // every attempt fails
    }
    expect(reports).toEqual([{ server: 'ws://lobby.test/v3', at: 10_000 }]);
    advanceUntil(clock, () => transport.current().live && transport.liveCount() === 1);
    handshake(transport.current());
    transport.current().drop();
    clock.increment(9_000);
    expect(reports).toHaveLength(1);
    for (let step = 0; step < 10; step++) {
      clock.increment(500);
      transport.current().drop();
    }
    expect(reports).toHaveLength(2);
  });

  it('does not report a failure that heals within 10 s, nor a slow first connection that succeeds', () => {
    const { clock, transport, reports } = start();
    clock.increment(9_000);
    handshake(transport.current());
    transport.current().drop();
    advanceUntil(clock, () => transport.sockets.length === 2);
    clock.increment(9_000);
    handshake(transport.current());
    clock.increment(60_000);
    expect(reports).toEqual([]);
  });

  it('never holds two live sockets', () => {
    const { clock, transport, actor } = start();
    for (let cycle = 0; cycle < 50; cycle++) {
      handshake(transport.current());
      if (cycle % 3 === 0)
        actor.send({ type: 'session.changed', loggedIn: cycle % 2 === 0, token: `t${cycle}` });
      clock.increment(cycle % 5 === 0 ? 6 * minute : 700);
      if (transport.current().live) transport.current().drop();
      clock.increment(3_000);
    }
    expect(transport.maxLive()).toBe(1);
    expect(transport.sockets.length).toBeGreaterThan(50);
  });
});
