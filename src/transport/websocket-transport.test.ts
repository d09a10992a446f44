import { WebSocket as MockWebSocket, Server } from 'mock-socket';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { type LobbySocketEmitted, lobbySocketMachine } from '../../machines/lobby-socket';
import {
  type ClientEvent,
  type Codec,
  catalogueTemplates,
  createCodec,
  type EventOf,
  type ServerEventName,
  shuffleTemplates,
  type Templates,
} from '../../protocol';
import { VirtualClock } from '../journal/virtual-clock';
import { createSocketFailureReporter } from './socket-failure-report';
import { createWebSocketTransport } from './websocket-transport';

const url = 'ws://lobby.test/v3';
const servers: Server[] = [];

/** A seeded order for the templates, so ids differ from the catalogue's own order. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Plays the lobby server on mock-socket: templates first, then whatever the test sends. */
function playServer(templates: Templates = shuffleTemplates(catalogueTemplates(), seeded(5))) {
  const server = new Server(url);
  const codec: Codec = createCodec(templates);
  const received: ClientEvent[] = [];
  const closes: number[] = [];
  let client: { send(data: string | ArrayBuffer): void; close(): void } | undefined;
  server.on('connection', (socket) => {
    client = socket as never;
    socket.on('message', (data) => {
      const event = codec.decodeClientFrame(data);
      if (event.type.startsWith('protocol.')) throw new Error(`client sent a bad frame: ${event.type}`);
      received.push(event as ClientEvent);
    });
    socket.on('close', () => closes.push(Date.now()));
    socket.send(codec.encodeServerEvent({ type: 'v3.templates', payload: { events: templates } }) as string);
  });
  const send = (event: EventOf<ServerEventName>, framing: 'json' | 'msgpack' = 'json') => {
    const frame = codec.encodeServerEvent(event, { framing });
    // As a browser receives binary frames with binaryType 'arraybuffer'.
    client?.send(typeof frame === 'string' ? frame : (frame.slice().buffer as never));
  };
  servers.push(server);
  return { server, received, closes, send, raw: (data: string) => client?.send(data) };
}

function startLobby(transport = createWebSocketTransport({ WebSocket: MockWebSocket as never })) {
  const actor = createActor(lobbySocketMachine().provide({ actors: { transport } }), {
    clock: new VirtualClock(),
    input: { url, token: 'tok', loggedIn: true, version: '2.0.0', randomSeed: 1 },
  });
  const emitted: LobbySocketEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

/** mock-socket delivers on timers; fake timers let the test run them without waiting. */
const settle = () => vi.advanceTimersByTimeAsync(50);

describe('WebSocket transport', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    for (const server of servers.splice(0)) server.stop();
    vi.useRealTimers();
  });

  it('decodes with the templates the server sent first, in either framing, and encodes with them', async () => {
    const server = playServer();
    const { actor, emitted } = startLobby();
    await settle();
    server.send({ type: 'v3.client.version', payload: { version: '2.0.0' } });
    await settle();
    expect(server.received).toEqual([{ type: 'v3.authorize', payload: { token: 'tok', version: '2.0.0' } }]);
    server.send({
      type: 'v3.authorize.success',
      payload: { username: 'ann', is_guest: false, socket_id: 's' },
    });
    await settle();
    expect(actor.getSnapshot().matches({ link: { connection: 'authorized' } })).toBe(true);
    const update: EventOf<'v3.token.update'> = {
      type: 'v3.token.update',
      payload: { username: 'ann', tokens: 75, token_change: 25, type: 'purchase' },
    };
    server.send(update, 'msgpack');
    await settle();
    expect(emitted).toContainEqual(update);
    actor.send({ type: 'lobby.send', event: { type: 'v3.lobby.discover', payload: { room: 'bella' } } });
    await settle();
    expect(server.received.at(-1)).toEqual({ type: 'v3.lobby.discover', payload: { room: 'bella' } });
    actor.stop();
  });

  it('turns a frame it cannot read into an explicit failure event, logged by the machine', async () => {
    const server = playServer();
    const { actor, emitted } = startLobby();
    await settle();
    server.raw('{not json');
    server.raw('[999, {}]');
    await settle();
    expect(emitted.filter((event) => event.type === 'socket.log')).toEqual([
      { type: 'socket.log', level: 'error', message: 'Malformed frame: text frame is not valid JSON' },
      { type: 'socket.log', level: 'warn', message: 'Unknown realtime event id 999' },
    ]);
    actor.stop();
  });

  it('reports a frame that the templates cannot carry instead of throwing', async () => {
    const withoutAuthorize = catalogueTemplates().filter((template) => template.name !== 'v3.authorize');
    const server = playServer(withoutAuthorize);
    const { actor, emitted } = startLobby();
    await settle();
    server.send({ type: 'v3.client.version', payload: { version: '2.0.0' } });
    await settle();
    expect(server.received).toEqual([]);
    expect(emitted.at(-1)).toEqual({
      type: 'socket.log',
      level: 'error',
      message: 'Lobby could not send v3.authorize: the templates of this connection have no v3.authorize',
    });
    actor.stop();
  });

  it('closes the socket when the machine leaves the connection, and reports nothing after', async () => {
    const server = playServer();
    const { actor } = startLobby();
    await settle();
    const before = actor.getSnapshot();
    actor.stop();
    await settle();
    expect(server.closes).toHaveLength(1);
    server.send({ type: 'v3.client.version', payload: { version: '2.0.0' } });
    await settle();
    expect(actor.getSnapshot().value).toEqual(before.value);
  });

  it('a server that goes away reaches the machine as a closed socket, and it retries', async () => {
    const server = playServer();
    const { actor } = startLobby();
    await settle();
    server.server.close();
    await settle();
    expect(actor.getSnapshot().matches({ link: 'retrying' })).toBe(true);
    actor.stop();
  });
});

describe('socket failure report', () => {
  it('posts the server to /log/frontend-ws-fail and swallows a failed post', async () => {
    const calls: unknown[] = [];
    const warnings: string[] = [];
    const api = {
      post: async (path: string, _schema: unknown, body?: unknown) => {
        calls.push({ path, body });
        if (calls.length > 1) throw new Error('offline');
        return undefined as never;
      },
    };
    const reporter = createSocketFailureReporter(api, (message) => warnings.push(message));
    const run = async () => {
      const actor = createActor(reporter, { input: { server: 'ws://lobby.test/v3' } });
      const done = new Promise<void>((resolve) => actor.subscribe({ complete: resolve }));
      actor.start();
      await done;
      return actor.getSnapshot().status;
    };
    expect(await run()).toBe('done');
    expect(await run()).toBe('done');
    expect(calls).toEqual([
      { path: '/log/frontend-ws-fail', body: { server: 'ws://lobby.test/v3' } },
      { path: '/log/frontend-ws-fail', body: { server: 'ws://lobby.test/v3' } },
    ]);
    expect(warnings).toEqual(['Could not report the socket failure: offline']);
  });
});
