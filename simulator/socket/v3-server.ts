/**
 * The v3 socket server, one code for both modes: adapters (mock-socket in the page, `ws` in
 * sim:server) hand it a SocketLink per connection and feed it the frames they receive. It speaks
 * the protocol (templates first, shuffled per connection; authorize; discovery; room broadcasts with
 * seq; backfill; ping) and turns client frames into world commands and world facts into frames.
 * Charging, modes and moderation are the world's: nothing here decides them.
 */
import {
  type ClientEvent,
  type Codec,
  catalogueTemplates,
  createCodec,
  type Framing,
  shuffleTemplates,
  type WireData,
} from '../../protocol';
import { digest } from '../core/hash';
import type { Rng } from '../core/prng';
import type { Simulation, SocketControl } from '../simulation';
import type { WorldFact } from '../world/facts';
import { userCount } from '../world/rooms';
import type { Account } from '../world/types';
import { type Delivery, deliveriesOf, type OutEvent, roomUpdate, streamNameOf } from './frames';
import { emptyCounts, type FaultCounts, OutboundFaults } from './outbound-faults';
import { RoomChannel } from './room-channel';

/** What an adapter gives the server for one socket. */
export interface SocketLink {
  send(data: WireData): void;
  close(code: number, reason: string): void;
}

/** What the server gives the adapter back: where to put the socket's frames and its close. */
export interface ConnectionHandle {
  receive(data: unknown): void;
  closed(): void;
}

export type Endpoint = { scope: 'lobby' } | { scope: 'room'; room: string };

/** The client version the lobby announces (v3.client.version). */
export const serverClientVersion = '3.1';
/** Close codes: a server restart (1012, "service restart") and a hand-fired disconnect. */
export const closeCodes = { restart: 1012, disconnect: 4000, logout: 4001 } as const;
/** The user list streams every 5 s while a client asked for it (catalogue). */
export const userListIntervalMs = 5000;

export const lobbyPath = '/v3/lobby';
export const roomPathPrefix = '/v3/room/';

/** `/v3/lobby` or `/v3/room/<model>`; anything else has no endpoint. */
export function endpointOf(pathname: string): Endpoint | null {
  if (pathname === lobbyPath) return { scope: 'lobby' };
  if (pathname.startsWith(roomPathPrefix) && pathname.length > roomPathPrefix.length)
    return { scope: 'room', room: decodeURIComponent(pathname.slice(roomPathPrefix.length)) };
  return null;
}

class Connection {
  codec: Codec;
  framing: Framing = 'json';
  account: Account | null = null;
  authorized = false;
  open = true;
  sessionToken = '';
  stopUserList: (() => void) | null = null;
  readonly faults: OutboundFaults;

  constructor(
    readonly id: number,
    readonly endpoint: Endpoint,
    readonly link: SocketLink,
    rng: Rng,
    server: V3SocketServer,
  ) {
    this.codec = createCodec(shuffleTemplates(catalogueTemplates(), rng.next));
    this.faults = new OutboundFaults(
      rng.fork('faults'),
      server.simulation.world.clock,
      () => server.simulation.faults.config.socket,
      (frame) => {
        if (this.open) link.send(frame);
      },
    );
  }

  get room() {
    return this.endpoint.scope === 'room' ? this.endpoint.room : null;
  }

  get username() {
    return this.account?.username ?? `guest_${this.id}`;
  }
}

export interface V3SocketServerOptions {
  /** ws://host[:port] the room URLs of v3.lobby.discovered start with. */
  socketOrigin: string;
  /** Called before a room URL is handed out (the page adapter starts a mock server for it). */
  hostRoom?: (room: string) => void;
}

export class V3SocketServer implements SocketControl {
  readonly #connections = new Set<Connection>();
  readonly #channels = new Map<string, RoomChannel>();
  readonly #rng: Rng;
  readonly #closedCounts: FaultCounts = emptyCounts();
  #nextId = 1;
  #lives = 0;
  readonly #unsubscribe: () => void;

  constructor(
    readonly simulation: Simulation,
    private readonly options: V3SocketServerOptions,
  ) {
    this.#rng = simulation.world.rng.fork('sockets');
    this.#unsubscribe = simulation.world.subscribe((fact) => this.#onFact(fact));
    simulation.sockets = this;
  }

  roomUrl(room: string): string {
    return `${this.options.socketOrigin}${roomPathPrefix}${encodeURIComponent(room)}`;
  }

  get lobbyUrl() {
    return `${this.options.socketOrigin}${lobbyPath}`;
  }

  /** A new socket: sends the templates, then (lobby) the client version. */
  connect(endpoint: Endpoint, link: SocketLink): ConnectionHandle {
    const id = this.#nextId++;
    const connection = new Connection(id, endpoint, link, this.#rng.fork(`connection/${id}`), this);
    this.#connections.add(connection);
    this.#send(
      connection,
      { type: 'v3.templates', payload: { events: [...connection.codec.templates] } },
      true,
    );
    if (endpoint.scope === 'lobby')
      this.#send(connection, { type: 'v3.client.version', payload: { version: serverClientVersion } }, true);
    return {
      receive: (data) => this.#receive(connection, data),
      closed: () => this.#closed(connection),
    };
  }

  /** The room's broadcast stream (created on first use, its life starting at seq 1). */
  channel(room: string): RoomChannel {
    let channel = this.#channels.get(room);
    if (!channel) {
      channel = new RoomChannel(room, this.#newEpoch(room));
      this.#channels.set(room, channel);
    }
    return channel;
  }

  /** Closes every socket (rooms keep their seq: a restart of the socket server, not of the rooms). */
  disconnectAll(code: number = closeCodes.disconnect, reason = 'disconnected by the simulator') {
    for (const connection of [...this.#connections]) this.#close(connection, code, reason);
  }

  /** A new life for a room: seq starts over under a new epoch; its sockets are closed. */
  restartRoom(room: string) {
    this.channel(room).restart(this.#newEpoch(room));
    for (const connection of [...this.#connections])
      if (connection.room === room) this.#close(connection, closeCodes.restart, 'room restarted');
  }

  /** Frames sent and faults applied, over every connection so far. */
  faultCounts(): FaultCounts & Record<string, number> {
    const total = { ...this.#closedCounts };
    for (const connection of this.#connections)
      for (const key of Object.keys(total) as (keyof FaultCounts)[])
        total[key] += connection.faults.counts[key];
    return total;
  }

  get connectionCount() {
    return this.#connections.size;
  }

  stop() {
    this.disconnectAll(closeCodes.restart, 'simulator stopped');
    this.#unsubscribe();
    if (this.simulation.sockets === this) this.simulation.sockets = null;
  }

  #newEpoch(room: string) {
    this.#lives += 1;
    return digest(this.simulation.seed, 'room-life', room, this.#lives, this.simulation.world.clock.now());
  }

  // --- inbound -------------------------------------------------------------------------------

  #receive(connection: Connection, data: unknown) {
    if (!connection.open) return;
    connection.framing = typeof data === 'string' ? 'json' : 'msgpack';
    const event = connection.codec.decodeClientFrame(data);
    if (event.type.startsWith('protocol.')) return; // a bad frame is logged by nobody: real servers drop it
    const clientEvent = event as ClientEvent;
    if (clientEvent.type === 'v3.ping') {
      this.#send(connection, { type: 'v3.pong', payload: {} });
      return;
    }
    if (clientEvent.type === 'v3.authorize') {
      this.#authorize(connection, clientEvent.payload);
      return;
    }
    if (!connection.authorized) return;
    if (connection.endpoint.scope === 'lobby') this.#onLobbyCommand(connection, clientEvent);
    else this.#onRoomCommand(connection, connection.endpoint.room, clientEvent);
  }

  #authorize(connection: Connection, payload: { token: string; version: string; last_seq?: number }) {
    const { world } = this.simulation;
    const account = payload.token ? world.userByNodeToken(payload.token) : undefined;
    if (payload.token && !account) {
      this.#send(connection, { type: 'v3.authorize.failed', payload: { reason: 'invalid token' } }, true);
      return;
    }
    connection.account = account ?? null;
    connection.sessionToken = payload.token;
    const room = connection.room;
    if (room) {
      const joined = world.joinRoom(room, connection.account);
      if (!joined.ok) {
        this.#send(connection, { type: 'v3.authorize.failed', payload: { reason: joined.errorType } }, true);
        return;
      }
      if (connection.account?.username === room) world.setAttended(room, true);
    }
    connection.authorized = true;
    this.#send(
      connection,
      {
        type: 'v3.authorize.success',
        payload: {
          username: connection.username,
          is_guest: !account,
          socket_id: `sock-${connection.id}`,
          ...(room ? { epoch: this.channel(room).epoch } : {}),
        },
      },
      true,
    );
    if (room) {
      this.#send(connection, this.#roomUpdate(room));
      this.#send(connection, {
        type: 'v3.chat.history',
        payload: this.channel(room).history(payload.last_seq),
      });
    }
  }

  #roomUpdate(room: string): OutEvent {
    const model = this.simulation.world.model(room);
    const presence = model?.model?.status ?? 'offline';
    return roomUpdate(model?.id ?? 0, presence, streamNameOf(room, model?.id ?? 0));
  }

  #onLobbyCommand(connection: Connection, event: ClientEvent) {
    if (event.type !== 'v3.lobby.discover') return;
    const { room } = event.payload;
    const model = this.simulation.world.model(room);
    // Every model's room is hosted, offline ones too (their chat stays open); unknown rooms are not.
    const hosted = Boolean(model);
    if (hosted) this.options.hostRoom?.(room);
    this.#send(connection, {
      type: 'v3.lobby.discovered',
      payload: hosted ? { room, url: this.roomUrl(room) } : { room },
    });
  }

  #onRoomCommand(connection: Connection, room: string, event: ClientEvent) {
    const { world } = this.simulation;
    const account = connection.account;
    switch (event.type) {
      case 'v3.chat.send':
        if (account) world.postMessage(room, account, event.payload.message);
        return;
      case 'v3.private.request':
        if (account) world.requestPrivate(room, account, event.payload.exclusive);
        return;
      case 'v3.sharecam.request':
        if (account) world.requestSharecam(room, account);
        return;
      case 'v3.sharecam.end':
        if (account)
          world.endSharecam(room, account.username === room ? event.payload.username : account.username);
        return;
      case 'v3.cam2cam.start':
        if (account) world.startCam2cam(room, account);
        return;
      case 'v3.cam2cam.end':
        if (account && (account.username === room || world.room(room)?.cam2cam === account.username))
          world.endCam2cam(room);
        return;
      case 'v3.chat.userlist.start':
        connection.stopUserList ??= world.clock.every(userListIntervalMs, () =>
          this.#send(connection, this.#userList(room)),
        );
        return;
      case 'v3.chat.userlist.stop':
        connection.stopUserList?.();
        connection.stopUserList = null;
        return;
      default:
        return;
    }
  }

  #userList(room: string): OutEvent {
    const state = this.simulation.world.room(room);
    const users = state ? [...state.chatters.values()] : [];
    return {
      type: 'v3.chat.user_list',
      payload: {
        count: state ? userCount(state) : 0,
        users: users.map((user) => ({
          username: user.username,
          is_model: user.is_model,
          recentTips: state?.recentTips.get(user.username) ?? 0,
          invisible_mode_level: user.invisible_mode_level,
        })),
      },
    };
  }

  #closed(connection: Connection) {
    if (!this.#connections.delete(connection)) return;
    connection.open = false;
    connection.faults.discard();
    connection.stopUserList?.();
    for (const key of Object.keys(this.#closedCounts) as (keyof FaultCounts)[])
      this.#closedCounts[key] += connection.faults.counts[key];
    const room = connection.room;
    if (!room || !connection.authorized) return;
    const { world } = this.simulation;
    const stillThere = [...this.#connections].some(
      (other) => other.room === room && other.authorized && other.account?.id === connection.account?.id,
    );
    if (connection.account && stillThere) return;
    world.leaveRoom(room, connection.account);
    if (connection.account?.username === room) world.setAttended(room, false);
  }

  #close(connection: Connection, code: number, reason: string) {
    connection.link.close(code, reason);
    this.#closed(connection);
  }

  // --- outbound ------------------------------------------------------------------------------

  #send(connection: Connection, event: OutEvent, exempt = false) {
    if (!connection.open) return;
    const frame = connection.codec.encodeServerEvent(event, { framing: connection.framing });
    connection.faults.send(frame, exempt);
  }

  #onFact(fact: WorldFact) {
    const modelIdOf = (room: string) => this.simulation.world.model(room)?.id ?? 0;
    for (const delivery of deliveriesOf(fact, modelIdOf)) this.#deliver(delivery);
  }

  #deliver(delivery: Delivery) {
    const connections = [...this.#connections].filter((connection) => connection.authorized);
    switch (delivery.to) {
      case 'room': {
        const logged = this.channel(delivery.room).append(delivery.event);
        for (const connection of connections)
          if (connection.room === delivery.room) this.#send(connection, { ...logged.event, seq: logged.seq });
        return;
      }
      case 'room-user':
        for (const connection of connections)
          if (connection.room === delivery.room && connection.account?.username === delivery.username)
            this.#send(connection, delivery.event);
        return;
      case 'user':
        for (const connection of connections)
          if (connection.endpoint.scope === 'lobby' && connection.account?.id === delivery.userId)
            this.#send(connection, delivery.event);
        return;
      case 'lobby':
        for (const connection of connections)
          if (connection.endpoint.scope === 'lobby') this.#send(connection, delivery.event);
        return;
      case 'session-logout':
        for (const connection of connections) {
          if (connection.account?.id !== delivery.userId) continue;
          if (this.simulation.world.userByNodeToken(connection.sessionToken)) continue;
          if (connection.endpoint.scope === 'lobby')
            this.#send(connection, { type: 'v3.logout', payload: {} }, true);
          this.#close(connection, closeCodes.logout, 'logged out');
        }
        return;
      case 'new-room-life':
        this.restartRoom(delivery.room);
        return;
      case 'restart':
        this.disconnectAll(closeCodes.restart, 'server restart');
        return;
    }
  }
}
