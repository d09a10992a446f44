import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { EventOf, ServerEvent } from '../../protocol';
import { chatMessage } from '../../protocol/fixtures';
import { lobbySocketMachine } from '../lobby-socket';
import {
  advanceExactly,
  createFakeTransport,
  type FakeSocket,
} from '../socket-transport/socket-transport.fake';
import { connectRoomSocket } from './room-socket.connect';
import { linkRoomToLobby } from './room-socket.link';
import { type RoomSocketEmitted, roomSocketMachine } from './room-socket.machine';

function start(options: { lobbyReady?: boolean; token?: string } = {}) {
  const clock = new SimulatedClock();
  const transport = createFakeTransport();
  const reports: { server: string; at: number }[] = [];
  const machine = roomSocketMachine().provide({
    actors: {
      transport: transport.logic,
      reportSocketFailure: fromPromise<void, { server: string }>(async ({ input }) => {
        reports.push({ server: input.server, at: clock.now() });
      }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { room: 'bella', token: options.token ?? 'ann-token', version: '2.0.0' },
  });
  const emitted: (RoomSocketEmitted & { at: number })[] = [];
  actor.on('*', (event) => emitted.push({ ...event, at: clock.now() }));
  actor.start();
  if (options.lobbyReady ?? true) actor.send({ type: 'lobby.ready' });
  const status = () => connectRoomSocket(actor.getSnapshot()).status;
  const of = (type: string) => emitted.filter((event) => event.type === type);
  return { clock, transport, actor, emitted, reports, status, of };
}

const discovered = (url?: string, room = 'bella'): EventOf<'v3.lobby.discovered'> => ({
  type: 'v3.lobby.discovered',
  payload: url ? { room, url } : { room },
});
const templates: ServerEvent = { type: 'v3.templates', payload: { events: [] } };
const welcome = (username = 'ann'): ServerEvent => ({
  type: 'v3.authorize.success',
  payload: { username, is_guest: false, socket_id: 'r1' },
});
const history = (seqs: number[], lastSeq: number, truncated = false): ServerEvent => ({
  type: 'v3.chat.history',
  payload: {
    entries: seqs.map((seq) => ({
      seq,
      message: `m${seq}`,
      username: 'bob',
      has_tokens: true,
      has_purchase: false,
      recent_purchases: 0,
    })),
    last_seq: lastSeq,
    truncated,
  },
});
const message = (seq: number): ServerEvent => ({ ...chatMessage('bob', `m${seq}`), seq });
const tip = (seq: number, tokens: number): ServerEvent => ({
  type: 'v3.tip.received',
  seq,
  payload: { tokens, receiver_name: 'bella', sender_name: 'bob', type: 'tip' },
});

/** Join and take the first history: the room is at `lastSeq`. */
function join(room: ReturnType<typeof start>, lastSeq = 0, username = 'ann'): FakeSocket {
  room.actor.send(discovered('ws://room-1.test/v3'));
  const socket = room.transport.current();
  socket.open();
  socket.deliver(templates);
  socket.deliver(welcome(username));
  socket.deliver(history([], lastSeq));
  return socket;
}

/** The chat seqs handed on, in order, with gap markers as `gap:<outage>`. */
const chatStream = (emitted: RoomSocketEmitted[]) =>
  emitted.flatMap<number | string>((event) => {
    if (event.type === 'chat.backfilled') return [event.entry.seq];
    if (event.type === 'chat.gap') return [`gap:${event.gap.outageSeconds}s`];
    if ('seq' in event && event.seq !== undefined) return [event.seq];
    return [];
  });

describe('room socket: none, discovery, connecting, authorize sent, joined', () => {
  it('stays in none until asked to join, then discovers through the lobby', () => {
    const room = start();
    expect(room.status()).toBe('none');
    room.clock.increment(5_000);
    expect(room.of('lobby.send')).toEqual([]);
    room.actor.send({ type: 'room.join' });
    expect(room.status()).toBe('discovery');
    expect(room.of('lobby.send')).toEqual([
      { type: 'lobby.send', event: { type: 'v3.lobby.discover', payload: { room: 'bella' } }, at: 5_000 },
    ]);
  });

  it('connects to the discovered URL, authorizes after the templates, and joins', () => {
    const room = start();
    room.actor.send({ type: 'room.join' });
    room.actor.send(discovered('ws://room-1.test/v3'));
    expect(room.status()).toBe('connecting');
    const socket = room.transport.current();
    expect(socket.input).toEqual({ url: 'ws://room-1.test/v3', scope: 'room', room: 'bella' });
    socket.open();
    expect(socket.sent).toEqual([]);
    socket.deliver(templates);
    expect(room.status()).toBe('authorizeSent');
    expect(socket.sent).toEqual([
      { type: 'v3.authorize', payload: { token: 'ann-token', version: '2.0.0', room: 'bella' } },
    ]);
    socket.deliver(welcome());
    expect(room.status()).toBe('joined');
  });

  it('asks a lobby that is not ready again every 100 ms', () => {
    const room = start({ lobbyReady: false });
    room.actor.send({ type: 'room.join' });
    advanceExactly(room.clock, 250);
    expect(room.of('lobby.send')).toEqual([]);
    room.actor.send({ type: 'lobby.ready' });
    room.clock.increment(49);
    expect(room.of('lobby.send')).toEqual([]);
    room.clock.increment(1);
    expect(room.of('lobby.send').map((event) => event.at)).toEqual([300]);
  });

  it('a discovery the lobby never answers is asked again after 3 s', () => {
    const room = start();
    room.actor.send({ type: 'room.join' });
    room.clock.increment(2_999);
    expect(room.of('lobby.send')).toHaveLength(1);
    room.clock.increment(1);
    expect(room.of('lobby.send').map((event) => event.at)).toEqual([0, 3_000]);
    room.actor.send(discovered('ws://room-1.test/v3'));
    room.clock.increment(10_000);
    expect(room.status()).toBe('connecting');
    expect(room.of('lobby.send')).toHaveLength(2);
  });

  it('a discovery without a URL retries after 1 s; answers for other rooms are ignored', () => {
    const room = start();
    room.actor.send({ type: 'room.join' });
    room.actor.send(discovered('ws://elsewhere.test', 'other'));
    expect(room.status()).toBe('discovery');
    room.actor.send(discovered(undefined));
    room.clock.increment(999);
    expect(room.of('lobby.send')).toHaveLength(1);
    room.clock.increment(1);
    expect(room.of('lobby.send').map((event) => event.at)).toEqual([0, 1_000]);
  });

  it('a drop goes back to discovery and retries after 1 s, resuming from the last seq', () => {
    const room = start();
    room.actor.send({ type: 'room.join' });
    const socket = join(room, 41);
    socket.deliver(message(42));
    socket.drop();
    expect(room.status()).toBe('discovery');
    expect(room.transport.liveCount()).toBe(0);
    room.clock.increment(999);
    expect(room.of('lobby.send')).toHaveLength(1);
    room.clock.increment(1);
    expect(room.of('lobby.send')).toHaveLength(2);
    room.actor.send(discovered('ws://room-2.test/v3'));
    const again = room.transport.current();
    again.open();
    again.deliver(templates);
    expect(again.sent[0]).toEqual({
      type: 'v3.authorize',
      payload: { token: 'ann-token', version: '2.0.0', room: 'bella', last_seq: 42 },
    });
  });

  it('leaving closes the socket and stops all retries', () => {
    const room = start();
    room.actor.send({ type: 'room.join' });
    join(room);
    room.actor.send({ type: 'room.leave' });
    expect(room.status()).toBe('none');
    expect(room.transport.liveCount()).toBe(0);
    room.clock.increment(60_000);
    expect(room.transport.sockets).toHaveLength(1);
    expect(room.reports).toEqual([]);
  });
});

describe('room socket: recovery that loses nothing', () => {
  it('hands room events on once and in seq order; duplicates are dropped', () => {
    const room = start();
    room.actor.send({ type: 'room.join' });
    const socket = join(room, 10);
    for (const event of [message(11), message(11), tip(13, 50), message(12), tip(13, 50), message(14)])
      socket.deliver(event);
    expect(chatStream(room.emitted)).toEqual([11, 12, 13, 14]);
    expect(room.actor.getSnapshot().context.sequence.duplicates).toBe(2);
  });

  it('after a rejoin the history fills the outage; the room and balance owners are told to resync', () => {
    const room = start();
    room.actor.send({ type: 'room.join' });
    const first = join(room, 10);
    first.deliver(message(11));
    first.drop();
    room.clock.increment(1_000);
    room.actor.send(discovered('ws://room-1.test/v3'));
    const second = room.transport.current();
    second.open();
    second.deliver(templates);
    advanceExactly(room.clock, 3_000);
    second.deliver(welcome());
    second.deliver(history([11, 12, 14], 15));
    second.deliver(message(16));
    expect(chatStream(room.emitted)).toEqual([11, 12, 14, 16]);
    expect(room.of('room.rejoined')).toEqual([
      { type: 'room.rejoined', room: 'bella', outageSeconds: 4, at: 4_000 },
    ]);
  });

  it('a gap the history cannot fill shows a marker with the outage length', () => {
    const room = start();
    room.actor.send({ type: 'room.join' });
    const first = join(room, 10);
    first.drop();
    // No room server for 11 s: every discovery answer comes back without a URL.
    for (let second = 1; second <= 12; second++) {
      room.clock.increment(1_000);
      room.actor.send(discovered(second < 12 ? undefined : 'ws://room-1.test/v3'));
    }
    const socket = room.transport.current();
    socket.open();
    socket.deliver(templates);
    socket.deliver(welcome());
    socket.deliver(history([300, 301], 301, true));
    expect(chatStream(room.emitted)).toEqual(['gap:12s', 300, 301]);
    expect(room.of('chat.gap')[0]).toMatchObject({ gap: { afterSeq: 10, beforeSeq: 300, reason: 'outage' } });
  });

  it('a hole on a live socket waits 2 s for the late event, then is marked and skipped', () => {
    const room = start();
    room.actor.send({ type: 'room.join' });
    const socket = join(room, 10);
    socket.deliver(message(12));
    room.clock.increment(1_999);
    socket.deliver(message(11));
    expect(chatStream(room.emitted)).toEqual([11, 12]);
    socket.deliver(message(14));
    room.clock.increment(1_999);
    expect(chatStream(room.emitted)).toEqual([11, 12]);
    room.clock.increment(1);
    expect(chatStream(room.emitted)).toEqual([11, 12, 'gap:0s', 14]);
    expect(room.of('chat.gap')[0]).toMatchObject({ gap: { reason: 'stream', afterSeq: 12, beforeSeq: 14 } });
  });

  it('unknown event ids are logged only', () => {
    const room = start();
    room.actor.send({ type: 'room.join' });
    const socket = join(room, 1);
    socket.deliver({ type: 'protocol.unknown', id: 77, raw: [77] });
    expect(room.status()).toBe('joined');
    expect(room.emitted.at(-1)).toMatchObject({
      type: 'socket.log',
      message: 'Unknown realtime event id 77',
    });
  });
});

describe('room socket: keep-alive, failure report, one socket', () => {
  it('the streamer (authorized as the room) pings every 10 s; a viewer does not', () => {
    const streamer = start();
    streamer.actor.send({ type: 'room.join' });
    const socket = join(streamer, 0, 'bella');
    streamer.clock.increment(10_000);
    streamer.clock.increment(10_000);
    expect(socket.sent.filter((event) => event.type === 'v3.ping')).toHaveLength(2);
    streamer.clock.increment(2_000);
    expect(streamer.emitted.at(-1)).toMatchObject({
      type: 'socket.log',
      message: 'Room pong missing after 2 s',
    });

    const viewer = start();
    viewer.actor.send({ type: 'room.join' });
    const viewerSocket = join(viewer, 0, 'ann');
    viewer.clock.increment(60_000);
    expect(viewerSocket.sent.filter((event) => event.type === 'v3.ping')).toEqual([]);
  });

  it('a failure lasting 10 s is reported once with the room server, a healed one not at all', () => {
    const room = start();
    room.actor.send({ type: 'room.join' });
    join(room).drop();
    room.clock.increment(9_999);
    expect(room.reports).toEqual([]);
    room.clock.increment(1);
    expect(room.reports).toEqual([{ server: 'ws://room-1.test/v3', at: 10_000 }]);
    room.clock.increment(30_000);
    expect(room.reports).toHaveLength(1);
    join(room).drop();
    room.clock.increment(5_000);
    join(room);
    room.clock.increment(60_000);
    expect(room.reports).toHaveLength(1);
  });

  it('never holds two live sockets through drops, rejoins and leaves', () => {
    const room = start();
    room.actor.send({ type: 'room.join' });
    for (let cycle = 0; cycle < 40; cycle++) {
      if (room.status() === 'discovery') room.actor.send(discovered('ws://room-1.test/v3'));
      const socket = room.transport.current();
      if (cycle % 4 === 0) socket.open();
      if (cycle % 5 === 0) room.actor.send({ type: 'room.leave' });
      if (cycle % 5 === 1) room.actor.send({ type: 'room.join' });
      if (socket.live) socket.drop();
      room.clock.increment(1_000);
    }
    expect(room.transport.maxLive()).toBe(1);
  });
});

describe('room socket linked to the lobby socket', () => {
  it('discovers through the lobby once it is authorized, and hears when it is lost', () => {
    const clock = new SimulatedClock();
    const lobbyTransport = createFakeTransport();
    const roomTransport = createFakeTransport();
    const lobby = createActor(lobbySocketMachine().provide({ actors: { transport: lobbyTransport.logic } }), {
      clock,
      input: { url: 'ws://lobby.test', token: 't', loggedIn: true, version: '2.0.0', randomSeed: 3 },
    }).start();
    const room = createActor(roomSocketMachine().provide({ actors: { transport: roomTransport.logic } }), {
      clock,
      input: { room: 'bella', token: 't', version: '2.0.0' },
    }).start();
    linkRoomToLobby(lobby, room);
    room.send({ type: 'room.join' });
    clock.increment(300);
    expect(room.getSnapshot().context.lobbyReady).toBe(false);
    const lobbySocket = lobbyTransport.current();
    lobbySocket.open();
    lobbySocket.deliver(templates);
    lobbySocket.deliver({ type: 'v3.client.version', payload: { version: '2.0.0' } });
    lobbySocket.deliver(welcome());
    expect(room.getSnapshot().context.lobbyReady).toBe(true);
    clock.increment(100);
    expect(lobbySocket.sent.at(-1)).toEqual({ type: 'v3.lobby.discover', payload: { room: 'bella' } });
    lobbySocket.deliver(discovered('ws://room-9.test/v3', 'someone-else'));
    expect(roomTransport.sockets).toHaveLength(0);
    lobbySocket.deliver(discovered('ws://room-9.test/v3'));
    expect(roomTransport.current().input.url).toBe('ws://room-9.test/v3');
    lobbySocket.drop();
    expect(room.getSnapshot().context.lobbyReady).toBe(false);
  });
});
