import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import type { LobbySocketInput } from '../../machines/lobby-socket';
import { createFakeTransport, type FakeSocket } from '../../machines/socket-transport/socket-transport.fake';
import type { ServerEvent } from '../../protocol';
import { chatMessage } from '../../protocol/fixtures';
import type { LobbyActor, RoomActor } from '../transport/connections';
import { Journal } from './journal';
import { decodeJournalFile, encodeJournalFile, type JournalFile } from './journal-file';
import { startRecording } from './recording';
import { replayJournal } from './replay';
import type { RealTime } from './virtual-clock';

/** A wall clock under the test's control; `lateness` makes real timers fire late, as browsers do. */
function scriptedWallClock(lateness: () => number = () => 0) {
  let now = 0;
  let nextHandle = 0;
  const timers = new Map<number, { due: number; fn: () => void }>();
  const real: RealTime = {
    now: () => now,
    setTimeout(fn, ms) {
      nextHandle += 1;
      timers.set(nextHandle, { due: now + ms + lateness(), fn });
      return nextHandle;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const [handle, timer] = [...timers].sort(([, a], [, b]) => a.due - b.due)[0] ?? [];
      if (handle === undefined || !timer || timer.due > end) break;
      timers.delete(handle);
      now = timer.due;
      timer.fn();
    }
    now = end;
  };
  return { real, advance };
}

type Trace = Map<string, unknown[]>;

/** Every snapshot (value and context) and every emitted event of each machine, in order. */
function tracer(trace: Trace) {
  return (actor: string, ref: LobbyActor | RoomActor) => {
    const log: unknown[] = [];
    trace.set(actor, log);
    const machine = ref as AnyActorRef;
    machine.subscribe((snapshot: AnyMachineSnapshot) =>
      log.push({ value: snapshot.value, context: snapshot.context }),
    );
    machine.on('*', (event: unknown) => log.push({ emitted: event }));
  };
}

const lobbyInput: LobbySocketInput = {
  url: 'ws://lobby.test/v3',
  token: 'guest',
  loggedIn: false,
  version: '2.0.0',
  randomSeed: 99,
};

const message = (seq: number): ServerEvent => ({ ...chatMessage('bob', `m${seq}`), seq });
const history = (seqs: number[], lastSeq: number, truncated: boolean): ServerEvent => ({
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
const templates: ServerEvent = { type: 'v3.templates', payload: { events: [] } };
const welcome: ServerEvent = {
  type: 'v3.authorize.success',
  payload: { username: 'ann', is_guest: false, socket_id: 's' },
};

/** A live session: scripted wall clock, fake sockets playing the servers, the journal recording. */
function liveSession(lateness?: () => number) {
  const wall = scriptedWallClock(lateness);
  const transport = createFakeTransport();
  const trace: Trace = new Map();
  const recording = startRecording({
    header: { simulatorSeed: 1234, note: 'replay test' },
    transport: () => transport.logic,
    realTime: wall.real,
    onSpawn: tracer(trace),
  });
  const socket = (scope: 'lobby' | 'room'): FakeSocket | undefined =>
    transport.sockets.filter((candidate) => candidate.input.scope === scope && candidate.live).at(-1);
  /** What a real transport does with a frame: bring the clock up to now, then hand it on. */
  const serve = (scope: 'lobby' | 'room', event: Parameters<FakeSocket['deliver']>[0]) => {
    recording.sync();
    socket(scope)?.deliver(event);
  };
  const handshake = (scope: 'lobby' | 'room') => {
    serve(scope, { type: 'socket.opened' });
    serve(scope, templates);
    if (scope === 'lobby') serve(scope, { type: 'v3.client.version', payload: { version: '2.0.0' } });
    serve(scope, welcome);
  };
  return { wall, transport, trace, recording, socket, serve, handshake };
}

function replayOf(file: JournalFile) {
  const trace: Trace = new Map();
  const replay = replayJournal(file, { onSpawn: tracer(trace) });
  return { trace, replay };
}

const outbound = (journal: Journal) => journal.entries().filter((entry) => entry.kind === 'outbound');

describe('journal replay', () => {
  it('replaying an exported journal through fresh machines reproduces every snapshot, emit and send', () => {
    const live = liveSession();
    const { recording, wall, serve, handshake } = live;
    recording.connections.startLobby(lobbyInput);
    wall.advance(20);
    handshake('lobby');
    recording.connections.room('bella');
    recording.connections.send('room:bella', { type: 'room.join' });
    wall.advance(150);
    serve('lobby', { type: 'v3.lobby.discovered', payload: { room: 'bella', url: 'ws://room.test/v3' } });
    handshake('room');
    serve('room', history([9, 10], 10, true));
    for (const seq of [11, 11, 13]) serve('room', message(seq));
    wall.advance(2_500); // the hole at 12 times out and is marked
    serve('room', message(12));
    serve('lobby', {
      type: 'v3.token.update',
      payload: { username: 'ann', tokens: 0, token_change: -50, type: 'payout' },
    });
    serve('lobby', { type: 'v3.reUp.update', payload: { success: false, error: 'contact_support' } });
    serve('lobby', { type: 'v3.lobby.restarting', payload: {} });
    serve('lobby', { type: 'socket.closed', code: 1012, reason: 'restart' });
    serve('room', { type: 'socket.closed', code: 1006, reason: 'gone' });
    wall.advance(1_700);
    handshake('lobby');
    recording.connections.send('lobby', { type: 'session.changed', loggedIn: true, token: 'ann' });
    wall.advance(1_600);
    handshake('lobby');
    wall.advance(11_000);
    serve('lobby', { type: 'v3.lobby.discovered', payload: { room: 'bella', url: 'ws://room.test/v3' } });
    handshake('room');
    serve('room', history([40, 41], 41, true));
    serve('room', { type: 'protocol.unknown', id: 300, raw: [300, {}] });
    wall.advance(35_000);

    const file = recording.exportFile();
    const read = decodeJournalFile(encodeJournalFile(file));
    if (!read.ok) throw new Error(read.reason);
    expect(read.file).toEqual(file);
    const { trace, replay } = replayOf(read.file);

    expect([...trace.keys()]).toEqual(['lobby', 'room:bella']);
    expect(trace.get('lobby')).toEqual(live.trace.get('lobby'));
    expect(trace.get('room:bella')).toEqual(live.trace.get('room:bella'));
    expect(outbound(replay.journal)).toEqual(outbound(recording.journal));
    // The session did what the scenario says, so the comparison above compares something.
    const roomEmits = (live.trace.get('room:bella') ?? []).flatMap((item) =>
      typeof item === 'object' && item && 'emitted' in item ? [item.emitted] : [],
    );
    expect(roomEmits).toContainEqual({
      type: 'chat.gap',
      gap: { afterSeq: 11, beforeSeq: 13, reason: 'stream', outageSeconds: 0 },
    });
    expect(roomEmits).toContainEqual(
      expect.objectContaining({
        type: 'chat.gap',
        gap: expect.objectContaining({ reason: 'outage', afterSeq: 13 }),
      }),
    );
    expect(outbound(recording.journal).length).toBeGreaterThan(6);
    expect(file.header).toEqual({ simulatorSeed: 1234, note: 'replay test' });
  });

  it('journals every decoded inbound event, every frame sent, and every intent and API result handed in', () => {
    const live = liveSession();
    const { recording, wall, serve, handshake, transport } = live;
    const discovered = { type: 'v3.lobby.discovered', payload: { room: 'bella', url: 'ws://room.test' } };
    const login = { type: 'session.changed', loggedIn: true, token: 'ann' } as const; // /user/current's answer
    const streaming = { type: 'streamer.changed', isStreamer: true } as const;
    const chat = { type: 'room.send', event: { type: 'v3.chat.send', payload: { message: 'hi' } } } as const;
    recording.connections.startLobby(lobbyInput);
    wall.advance(20);
    handshake('lobby');
    recording.connections.send('lobby', login);
    recording.connections.send('lobby', streaming);
    recording.connections.room('bella');
    recording.connections.send('room:bella', { type: 'room.join' });
    wall.advance(150);
    serve('lobby', discovered as ServerEvent);
    handshake('room');
    serve('room', history([1], 1, false));
    serve('room', message(2));
    recording.connections.send('room:bella', chat);
    serve('room', { type: 'protocol.malformed', reason: 'cut', raw: '[' });
    wall.advance(1_600); // the login reconnects the lobby after 1.5 s (spec 1 section 4)
    handshake('lobby');
    wall.advance(10_500); // the streamer's heartbeat pings
    serve('lobby', { type: 'v3.pong', payload: {} });
    serve('room', { type: 'socket.closed', code: 1006, reason: 'gone' });
    wall.advance(2_000);

    const entries = recording.journal.entries();
    const of = (actor: string, kind: string) =>
      entries.filter((entry) => entry.actor === actor && entry.kind === kind).map((entry) => entry.event);
    const sockets = (scope: 'lobby' | 'room') =>
      transport.sockets.filter((socket) => socket.input.scope === scope);
    for (const [actor, scope] of [
      ['lobby', 'lobby'],
      ['room:bella', 'room'],
    ] as const) {
      expect(of(actor, 'inbound')).toEqual(sockets(scope).flatMap((socket) => socket.delivered));
      expect(of(actor, 'outbound')).toEqual(sockets(scope).flatMap((socket) => socket.sent));
    }
    const discover = { type: 'lobby.send', event: { type: 'v3.lobby.discover', payload: { room: 'bella' } } };
    // The room asks the lobby again 1 s after its socket closed.
    expect(of('lobby', 'input')).toEqual([login, streaming, discover, discover]);
    expect(of('room:bella', 'input')).toEqual([
      { type: 'lobby.ready' },
      { type: 'room.join' },
      discovered,
      chat,
      { type: 'lobby.lost' },
      { type: 'lobby.ready' },
    ]);
    // The session did send and receive what the comparisons above compare.
    expect(of('room:bella', 'outbound').map((event) => event.type)).toEqual(['v3.authorize', 'v3.chat.send']);
    expect(of('lobby', 'outbound').map((event) => event.type)).toEqual([
      'v3.authorize',
      'v3.lobby.discover',
      'v3.authorize',
      'v3.ping',
      'v3.lobby.discover',
    ]);
    expect(of('room:bella', 'inbound').map((event) => event.type)).toContain('protocol.malformed');
  });

  it('holds for any schedule of frames, drops, intents and late wall-clock timers', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 4_000 }) }),
      fc.record({
        kind: fc.constant('handshake' as const),
        scope: fc.constantFrom('lobby' as const, 'room' as const),
      }),
      fc.record({
        kind: fc.constant('drop' as const),
        scope: fc.constantFrom('lobby' as const, 'room' as const),
      }),
      fc.record({ kind: fc.constant('message' as const), seq: fc.integer({ min: 1, max: 30 }) }),
      fc.record({
        kind: fc.constant('history' as const),
        last: fc.integer({ min: 0, max: 30 }),
        truncated: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('discovered' as const), withUrl: fc.boolean() }),
      fc.record({ kind: fc.constant('login' as const), loggedIn: fc.boolean() }),
      fc.record({ kind: fc.constant('streamer' as const), on: fc.boolean() }),
      fc.record({ kind: fc.constant('restarting' as const) }),
    );
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 60 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (steps, seed) => {
          let late = seed;
          const live = liveSession(() => {
            late = (late * 1103515245 + 12345) % 2 ** 31;
            return late % 7;
          });
          const { recording, wall, serve, handshake } = live;
          recording.connections.startLobby({ ...lobbyInput, randomSeed: seed });
          recording.connections.room('bella');
          recording.connections.send('room:bella', { type: 'room.join' });
          for (const s of steps) {
            if (s.kind === 'wait') wall.advance(s.ms);
            else if (s.kind === 'handshake') handshake(s.scope);
            else if (s.kind === 'drop') serve(s.scope, { type: 'socket.closed', code: 1006, reason: '' });
            else if (s.kind === 'message') serve('room', message(s.seq));
            else if (s.kind === 'history')
              serve('room', history(s.last > 0 ? [s.last] : [], s.last, s.truncated));
            else if (s.kind === 'discovered')
              serve('lobby', {
                type: 'v3.lobby.discovered',
                payload: s.withUrl ? { room: 'bella', url: 'ws://room.test' } : { room: 'bella' },
              });
            else if (s.kind === 'login')
              recording.connections.send('lobby', {
                type: 'session.changed',
                loggedIn: s.loggedIn,
                token: 't',
              });
            else if (s.kind === 'streamer')
              recording.connections.send('lobby', { type: 'streamer.changed', isStreamer: s.on });
            else serve('lobby', { type: 'v3.lobby.restarting', payload: {} });
          }
          wall.advance(1_000);
          const read = decodeJournalFile(encodeJournalFile(recording.exportFile()));
          if (!read.ok) throw new Error(read.reason);
          const { trace, replay } = replayOf(read.file);
          expect(trace).toEqual(live.trace);
          expect((live.trace.get('room:bella') ?? []).length).toBeGreaterThan(2);
          expect(outbound(replay.journal)).toEqual(outbound(recording.journal));
          expect(live.transport.maxLive()).toBeLessThanOrEqual(2); // one lobby socket and one room socket
        },
      ),
      { numRuns: 20 },
    );
  }, 30_000);

  it('a journal that dropped entries for its bound exports but refuses to replay', () => {
    const journal = new Journal({ simulatorSeed: null }, 3);
    for (let at = 0; at < 5; at++)
      journal.record({ at, actor: 'lobby', kind: 'input', event: { type: 'room.join' } });
    expect(journal.entries().map((entry) => entry.at)).toEqual([2, 3, 4]);
    expect(journal.dropped).toBe(2);
    const file: JournalFile = {
      format: 'livecams-journal',
      version: 1,
      header: journal.header,
      endedAt: 4,
      dropped: journal.dropped,
      entries: journal.entries(),
    };
    expect(decodeJournalFile(encodeJournalFile(file)).ok).toBe(true);
    expect(() => replayJournal(file)).toThrow(/dropped its 2 oldest entries/);
  });

  it('rejects files that are not journals, and journals whose events do not fit the protocol', () => {
    expect(decodeJournalFile(new Uint8Array([0x92, 0x01]))).toEqual({
      ok: false,
      reason: 'not a MessagePack file',
    });
    expect(decodeJournalFile(new Uint8Array([0xc1]))).toMatchObject({
      ok: false,
      reason: /^not a journal file/,
    });
    expect(decodeJournalFile(encodeJournalFile({ format: 'other' } as never))).toMatchObject({ ok: false });
    const withEntry = (entry: JournalFile['entries'][number]): JournalFile => ({
      format: 'livecams-journal',
      version: 1,
      header: { simulatorSeed: 1 },
      endedAt: 0,
      dropped: 0,
      entries: [entry],
    });
    const bad = withEntry({
      at: 0,
      actor: 'lobby',
      kind: 'inbound',
      event: { type: 'v3.token.update', payload: { tokens: 'many' } },
    });
    expect(decodeJournalFile(encodeJournalFile(bad))).toMatchObject({ ok: false, reason: /^entry 0: / });
    const unknown = withEntry({ at: 0, actor: 'lobby', kind: 'input', event: { type: 'constructor' } });
    expect(decodeJournalFile(encodeJournalFile(unknown))).toEqual({
      ok: false,
      reason: 'entry 0: unknown event constructor',
    });
    const good = withEntry({
      at: 0,
      actor: 'lobby',
      kind: 'inbound',
      event: { type: 'v3.ping', payload: {} },
    });
    expect(decodeJournalFile(encodeJournalFile(good)).ok).toBe(true);
  });
});
