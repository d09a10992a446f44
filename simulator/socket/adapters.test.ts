import { WebSocket as MockWebSocket } from 'mock-socket';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { type ClientEvent, type Codec, createCodec, type Framing, type ServerEvent } from '../../protocol';
import { type SimServer, startSimServer } from '../server/server';
import { createSimulation } from '../simulation';
import { type InPageSockets, startMockSocketServers, toMockSocketData } from './mock-socket';

/** The socket surface both WebSocket classes share. */
interface BasicSocket {
  binaryType: string;
  send(data: string | ArrayBuffer): void;
  close(): void;
  onmessage: ((message: { data: unknown }) => void) | null;
}

/** A client as the app's transport is: codec from the templates, then encode and decode through it. */
function v3Client(socket: BasicSocket, framing: Framing) {
  socket.binaryType = 'arraybuffer';
  let codec: Codec = createCodec([]);
  const received: ServerEvent[] = [];
  const rawKinds: string[] = [];
  const waiters: Array<{ type: string; resolve: (event: ServerEvent) => void }> = [];
  socket.onmessage = ({ data }) => {
    rawKinds.push(typeof data === 'string' ? 'text' : data instanceof ArrayBuffer ? 'binary' : typeof data);
    const event = codec.decodeServerFrame(data);
    if (event.type === 'v3.templates') codec = createCodec(event.payload.events);
    received.push(event);
    for (const waiter of waiters.splice(0)) {
      if (waiter.type === event.type) waiter.resolve(event);
      else waiters.push(waiter);
    }
  };
  return {
    received,
    rawKinds,
    next(type: string): Promise<ServerEvent> {
      const already = received.find((event) => event.type === type);
      if (already) return Promise.resolve(already);
      return new Promise((resolve) => waiters.push({ type, resolve }));
    },
    /** Waits for the next frame of this type that arrives from now on. */
    upcoming(type: string): Promise<ServerEvent> {
      return new Promise((resolve) => waiters.push({ type, resolve }));
    },
    send(event: ClientEvent) {
      socket.send(toMockSocketData(codec.encodeClientEvent(event, { framing })));
    },
  };
}

describe('in the page: mock-socket', () => {
  let sockets: InPageSockets | null = null;
  afterEach(() => sockets?.stop());

  for (const framing of ['json', 'msgpack'] as const)
    it(`carries ${framing} frames both ways, lobby to room, with bytes kept as bytes`, async () => {
      const sim = createSimulation({ seed: 'mock-socket' });
      sockets = startMockSocketServers(sim, 'ws://simulator.test');
      const member = sim.world.accountByName('demo_member');
      if (!member) throw new Error('no demo_member');
      const token = sim.world.openSession(member.id).nodeToken;
      const lobby = v3Client(new MockWebSocket(sockets.lobbyUrl) as unknown as BasicSocket, framing);
      await lobby.next('v3.client.version');
      lobby.send({ type: 'v3.authorize', payload: { token, version: '3.1' } });
      await lobby.next('v3.authorize.success');
      lobby.send({ type: 'v3.lobby.discover', payload: { room: 'demo_model' } });
      const discovered = await lobby.next('v3.lobby.discovered');
      const url = discovered.type === 'v3.lobby.discovered' ? discovered.payload.url : undefined;
      expect(url).toBe('ws://simulator.test/v3/room/demo_model');
      const room = v3Client(new MockWebSocket(url ?? '') as unknown as BasicSocket, framing);
      await room.next('v3.templates');
      room.send({ type: 'v3.authorize', payload: { token, version: '3.1', room: 'demo_model' } });
      await room.next('v3.chat.history');
      const echoed = room.upcoming('v3.chat.message');
      room.send({ type: 'v3.chat.send', payload: { message: `over ${framing}` } });
      const message = await echoed;
      expect(message).toMatchObject({ payload: { message: `over ${framing}` } });
      expect(message.type === 'v3.chat.message' && message.seq).toBeGreaterThan(0);
      // The templates frame is always JSON; after the client's first frame the server mirrors it.
      expect(room.rawKinds.at(-1)).toBe(framing === 'json' ? 'text' : 'binary');
      expect(room.received.some((event) => event.type.startsWith('protocol.'))).toBe(false);
    });
});

describe('sim:server: ws on the same node:http server', () => {
  let server: SimServer | null = null;
  afterEach(() => server?.close());

  it('two viewers in one room: a tip sent by one appears to the other and in the ledger', async () => {
    server = await startSimServer({ port: 0, seed: 'ws-test', dataDirectory: null, realTime: false });
    const { world } = server.simulation;
    const socketBase = server.url.replace('http', 'ws');
    const join = async (username: string, framing: Framing) => {
      const account = world.accountByName(username);
      if (!account) throw new Error(`no ${username}`);
      const token = world.openSession(account.id).nodeToken;
      const socket = new NodeWebSocket(`${socketBase}/v3/room/demo_model`);
      const client = v3Client(socket as unknown as BasicSocket, framing);
      await client.next('v3.templates');
      client.send({ type: 'v3.authorize', payload: { token, version: '3.1', room: 'demo_model' } });
      await client.next('v3.chat.history');
      return { client, socket, account };
    };
    const watcher = await join('demo_member', 'json');
    const tipper = await join('demo_whale', 'msgpack');
    const seen = watcher.client.upcoming('v3.tip.received');
    const model = world.model('demo_model');
    if (!model) throw new Error('no demo_model');
    world.tip(tipper.account, model, 42, 'from the other window', 'room');
    expect(await seen).toMatchObject({ payload: { tokens: 42, sender_name: 'demo_whale' } });
    expect(world.ledger.entries().at(-1)).toMatchObject({ kind: 'tip', amount: 42 });
    watcher.socket.close();
    tipper.socket.close();
  });

  it('refuses an upgrade outside /v3/', async () => {
    server = await startSimServer({ port: 0, seed: 'ws-test', dataDirectory: null, realTime: false });
    const socket = new NodeWebSocket(`${server.url.replace('http', 'ws')}/elsewhere`);
    const outcome = await new Promise<string>((resolve) => {
      socket.on('open', () => resolve('open'));
      socket.on('error', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
  });
});
