/**
 * The app's realtime connections: one lobby socket machine and a room socket machine per room, on
 * one virtual clock, journaled. The live app gives it the WebSocket transport and the failure
 * reporter; a replay gives it a silent transport and feeds it the journal (src/journal/replay.ts).
 */
import { type ActorRefFrom, createActor, type PromiseActorLogic } from 'xstate';
import { lazyMachine } from '../../machines/lazy-machine';
import {
  type LobbySocketEvent,
  type LobbySocketInput,
  lobbySocketMachine,
} from '../../machines/lobby-socket';
import {
  linkRoomToLobby,
  type RoomSocketEvent,
  type RoomSocketInput,
  roomSocketMachine,
} from '../../machines/room-socket';
import type { SocketTransportLogic } from '../../machines/socket-transport';
import { type Journal, journalInspector } from '../journal/journal';
import type { VirtualClock } from '../journal/virtual-clock';

export type LobbyActor = ActorRefFrom<ReturnType<typeof lobbySocketMachine>>;
export type RoomActor = ActorRefFrom<ReturnType<typeof roomSocketMachine>>;
export type SocketFailureReporter = PromiseActorLogic<void, { server: string }>;

export const lobbyActorId = 'lobby';
export const roomActorId = (room: string) => `room:${room}`;

export interface ConnectionsOptions {
  clock: VirtualClock;
  transport: SocketTransportLogic;
  reportSocketFailure?: SocketFailureReporter;
  journal?: Journal;
  /** Wire each room to the lobby (live). A replay leaves it off: the journal holds what it carried. */
  link?: boolean;
  /** Live: bring the virtual clock up to real time before an input lands. */
  sync?: () => void;
  /** Told of every machine started, before its first event (views and tests subscribe here). */
  onSpawn?: (actor: string, ref: LobbyActor | RoomActor) => void;
}

export interface Connections {
  readonly lobby: LobbyActor | undefined;
  startLobby(input: LobbySocketInput): LobbyActor;
  /** The room's socket machine, started (idle, in `none`) on first use. */
  room(name: string): RoomActor;
  /** Start a machine as a journal's spawn entry says (replay). */
  spawn(actor: string, input: LobbySocketInput | RoomSocketInput): void;
  /** Hand an input (user intent, API result) to a machine, at the current time, journaled. */
  send(actor: string, event: LobbySocketEvent | RoomSocketEvent): void;
  /** The running machines by journal id. */
  actors(): ReadonlyMap<string, LobbyActor | RoomActor>;
  stop(): void;
}

export function createConnections(options: ConnectionsOptions): Connections {
  const { clock, journal } = options;
  const actors = new Map<string, LobbyActor | RoomActor>();
  const unlinks: (() => void)[] = [];
  const implementations = {
    actors: {
      transport: options.transport,
      ...(options.reportSocketFailure ? { reportSocketFailure: options.reportSocketFailure } : {}),
    },
  };
  // Each built when first started (provide() builds a machine): the room's at the first join, not
  // in the same task as the lobby's start.
  const lobbyLogic = lazyMachine(() => lobbySocketMachine().provide(implementations));
  const roomLogic = lazyMachine(() => roomSocketMachine().provide(implementations));
  let lobby: LobbyActor | undefined;

  const actorOptions = (id: string) => ({
    clock,
    ...(journal ? { inspect: journalInspector(journal, id, () => clock.now()) } : {}),
  });
  const noteSpawn = (actor: string, input: LobbySocketInput | RoomSocketInput) =>
    journal?.record({ at: clock.now(), actor, kind: 'spawn', event: { type: 'actor.spawned', input } });

  function startLobby(input: LobbySocketInput): LobbyActor {
    if (lobby) throw new Error('The lobby socket is already running');
    options.sync?.();
    noteSpawn(lobbyActorId, input);
    lobby = createActor(lobbyLogic(), { ...actorOptions(lobbyActorId), input });
    actors.set(lobbyActorId, lobby);
    options.onSpawn?.(lobbyActorId, lobby);
    lobby.start();
    return lobby;
  }

  function startRoom(id: string, input: RoomSocketInput): RoomActor {
    noteSpawn(id, input);
    const room = createActor(roomLogic(), { ...actorOptions(id), input });
    actors.set(id, room);
    options.onSpawn?.(id, room);
    room.start();
    if (options.link !== false && lobby) unlinks.push(linkRoomToLobby(lobby, room));
    return room;
  }

  return {
    get lobby() {
      return lobby;
    },
    startLobby,
    room(name) {
      const id = roomActorId(name);
      const existing = actors.get(id);
      if (existing) return existing as RoomActor;
      if (!lobby) throw new Error('Start the lobby socket before a room socket');
      options.sync?.();
      const { token, version } = lobby.getSnapshot().context;
      return startRoom(id, { room: name, token, version });
    },
    spawn(actor, input) {
      if (actor === lobbyActorId) startLobby(input as LobbySocketInput);
      else startRoom(actor, input as RoomSocketInput);
    },
    send(actor, event) {
      const target = actors.get(actor);
      if (!target) throw new Error(`No connection machine ${actor}`);
      options.sync?.();
      (target as { send(event: LobbySocketEvent | RoomSocketEvent): void }).send(event);
    },
    actors: () => actors,
    stop() {
      for (const unlink of unlinks.splice(0)) unlink();
      for (const actor of actors.values()) actor.stop();
    },
  };
}
