import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { ServerEvent } from '../../protocol';
import { backoffWindow, connectLobbySocket, lobbySocketMachine } from '../lobby-socket';
import {
  createFakeTransport,
  type FakeSocket,
  type FakeTransport,
} from '../socket-transport/socket-transport.fake';
import { connectRoomSocket } from './room-socket.connect';
import { linkRoomToLobby } from './room-socket.link';
import { roomSocketMachine } from './room-socket.machine';

const stepMs = 25;
const welcome: ServerEvent = {
  type: 'v3.authorize.success',
  payload: { username: 'ann', is_guest: false, socket_id: 's' },
};

/** The lobby and a room, linked, against fake servers that answer whenever the network is up. */
function world(randomSeed: number) {
  const clock = new SimulatedClock();
  const lobbyTransport = createFakeTransport();
  const roomTransport = createFakeTransport();
  const lobby = createActor(lobbySocketMachine().provide({ actors: { transport: lobbyTransport.logic } }), {
    clock,
    input: { url: 'ws://lobby.test', token: 't', loggedIn: true, version: '2', randomSeed },
  }).start();
  const room = createActor(roomSocketMachine().provide({ actors: { transport: roomTransport.logic } }), {
    clock,
    input: { room: 'bella', token: 't', version: '2' },
  }).start();
  linkRoomToLobby(lobby, room);
  room.send({ type: 'room.join' });

  const badDelays: string[] = [];
  lobby.subscribe((snapshot) => {
    if (!snapshot.matches({ link: 'retrying' })) return;
    const { failures, retryDelayMs } = snapshot.context;
    const { minMs, maxMs } = backoffWindow(failures - 1);
    const firstRetryOk = failures > 1 || (retryDelayMs >= 50 && retryDelayMs <= 300);
    const withinSpec = retryDelayMs >= 50 && retryDelayMs <= 3_000 && firstRetryOk;
    if (!withinSpec || retryDelayMs < minMs || retryDelayMs > maxMs)
      badDelays.push(`${retryDelayMs} ms after ${failures} failures`);
  });

  let networkUp = true;
  let withUrl = true;
  const answered = new Map<FakeSocket, number>();
  const serveSocket = (socket: FakeSocket, isLobby: boolean) => {
    if (!answered.has(socket)) {
      answered.set(socket, 0);
      socket.open();
      socket.deliver({ type: 'v3.templates', payload: { events: [] } });
      if (isLobby) socket.deliver({ type: 'v3.client.version', payload: { version: '2' } });
    }
    while (socket.live && (answered.get(socket) ?? 0) < socket.sent.length) {
      const frame = socket.sent[answered.get(socket) ?? 0];
      answered.set(socket, (answered.get(socket) ?? 0) + 1);
      if (frame?.type === 'v3.authorize') {
        socket.deliver(welcome);
        if (!isLobby)
          socket.deliver({
            type: 'v3.chat.history',
            payload: { entries: [], last_seq: frame.payload.last_seq ?? 0, truncated: false },
          });
      } else if (frame?.type === 'v3.lobby.discover') {
        const { room: name } = frame.payload;
        socket.deliver({
          type: 'v3.lobby.discovered',
          payload: withUrl ? { room: name, url: 'ws://room.test' } : { room: name },
        });
      }
    }
  };
  const serve = () => {
    for (const [transport, isLobby] of [
      [lobbyTransport, true],
      [roomTransport, false],
    ] as [FakeTransport, boolean][]) {
      const socket = transport.sockets.at(-1);
      if (!socket?.live) continue;
      if (networkUp) serveSocket(socket, isLobby);
      else socket.drop(); // no network: every attempt fails
    }
  };
  const wait = (ms: number) => {
    for (let waited = 0; waited < ms; waited += stepMs) {
      clock.increment(stepMs);
      serve();
    }
  };
  return {
    lobby,
    room,
    lobbyTransport,
    roomTransport,
    badDelays,
    wait,
    serve,
    setNetwork: (up: boolean) => {
      networkUp = up;
      serve();
    },
    setRoomServer: (present: boolean) => {
      withUrl = present;
    },
    drop: (transport: FakeTransport) => {
      const socket = transport.sockets.at(-1);
      if (socket?.live) socket.drop();
    },
  };
}

const op = fc.oneof(
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 5_000 }) }),
  fc.record({ kind: fc.constant('network' as const), up: fc.boolean() }),
  fc.record({ kind: fc.constant('roomServer' as const), present: fc.boolean() }),
  fc.record({
    kind: fc.constant('drop' as const),
    socket: fc.constantFrom('lobby' as const, 'room' as const),
  }),
  fc.record({ kind: fc.constant('leaveAndJoin' as const) }),
);

describe('lobby and room sockets under drops, outages and missing room servers', () => {
  it('end joined once the network returns, never hold two sockets, keep the back-off in bounds', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), fc.integer(), (ops, seed) => {
        const w = world(seed);
        for (const step of ops) {
          if (step.kind === 'wait') w.wait(step.ms);
          else if (step.kind === 'network') w.setNetwork(step.up);
          else if (step.kind === 'roomServer') w.setRoomServer(step.present);
          else if (step.kind === 'drop') w.drop(step.socket === 'lobby' ? w.lobbyTransport : w.roomTransport);
          else {
            w.room.send({ type: 'room.leave' });
            w.room.send({ type: 'room.join' });
          }
        }
        w.setNetwork(true);
        w.setRoomServer(true);
        // Worst case: a lobby retry at the 3 s cap, then the room's 1 s rejoin and 100 ms lobby wait.
        w.wait(5_000);
        expect(connectLobbySocket(w.lobby.getSnapshot()).status).toBe('authorized');
        expect(connectRoomSocket(w.room.getSnapshot()).status).toBe('joined');
        expect(w.lobbyTransport.maxLive()).toBe(1);
        expect(w.roomTransport.maxLive()).toBe(1);
        expect(w.badDelays).toEqual([]);
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});
