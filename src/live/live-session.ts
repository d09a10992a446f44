/**
 * The app's live connections: the journaled lobby and room socket machines on a virtual clock
 * driven by real time (src/journal), over the backend's WebSocket (mock-socket in the page, the
 * browser's otherwise). Loaded after the first render (src/live/live-loader.ts): the page draws
 * without sockets, and the entry stays small. Views use it through the hooks of src/live.
 */

import { connectRoomSocket, type RoomSocketStatus } from '../../machines/room-socket';
import { version as clientVersion } from '../../package.json';
import type { ClientEvent } from '../../protocol';
import type { ApiClient } from '../api/client';
import type { Backend } from '../boot/types';
import { encodeJournalFile, startRecording } from '../journal';
import {
  createSocketFailureReporter,
  createWebSocketTransport,
  type LobbyActor,
  type RoomActor,
  roomActorId,
} from '../transport';

export interface SocketSession {
  token: string;
  loggedIn: boolean;
}

export interface RoomSocketView {
  status: RoomSocketStatus;
  isReconnecting: boolean;
}

export interface LiveSession {
  /** Starts the lobby socket once (later calls change its session instead). */
  startLobby(session: SocketSession): LobbyActor;
  /** A login or logout: every socket authorizes again as the new session. */
  changeSession(session: SocketSession): void;
  /** Joins the room's socket (started on first use); leave on unmount. */
  join(room: string): RoomActor;
  leave(room: string): void;
  /** Hands a frame to a joined room socket; false when it cannot go out now. */
  sendToRoom(room: string, event: ClientEvent): boolean;
  roomView(actor: RoomActor): RoomSocketView;
  /** The journal and the simulator seed as one MessagePack file (QA replay). */
  exportJournal(): Uint8Array;
}

export interface LiveSessionOptions {
  backend: Backend;
  api: ApiClient;
}

/** Seeds a session's jitter from the wall clock; the journal records it (machines stay pure). */
const randomSeed = () => Math.floor(Math.random() * 2 ** 31);

export function createLiveSession({ backend, api }: LiveSessionOptions): LiveSession {
  const recording = startRecording({
    header: {
      simulatorSeed: backend.seed !== undefined && /^\d+$/.test(backend.seed) ? Number(backend.seed) : null,
      note: `backend=${backend.kind}${backend.seed ? ` seed=${backend.seed}` : ''} client=${clientVersion}`,
    },
    transport: (sync) =>
      createWebSocketTransport({
        ...(backend.WebSocket ? { WebSocket: backend.WebSocket } : {}),
        beforeInbound: sync,
      }),
    reportSocketFailure: createSocketFailureReporter(api),
  });
  const { connections } = recording;

  return {
    startLobby(session) {
      if (connections.lobby) {
        this.changeSession(session);
        return connections.lobby;
      }
      return connections.startLobby({
        url: backend.lobbySocketUrl,
        ...session,
        version: clientVersion,
        randomSeed: randomSeed(),
      });
    },
    changeSession({ token, loggedIn }) {
      const lobby = connections.lobby?.getSnapshot().context;
      if (!lobby || (lobby.token === token && lobby.loggedIn === loggedIn)) return;
      for (const id of connections.actors().keys())
        connections.send(id, { type: 'session.changed', loggedIn, token });
    },
    join(room) {
      const actor = connections.room(room);
      connections.send(roomActorId(room), { type: 'room.join' });
      return actor;
    },
    leave(room) {
      connections.send(roomActorId(room), { type: 'room.leave' });
    },
    sendToRoom(room, event) {
      const actor = connections.actors().get(roomActorId(room)) as RoomActor | undefined;
      if (!actor || connectRoomSocket(actor.getSnapshot()).status !== 'joined') return false;
      connections.send(roomActorId(room), { type: 'room.send', event });
      return true;
    },
    roomView(actor) {
      const { status, isReconnecting } = connectRoomSocket(actor.getSnapshot());
      return { status, isReconnecting };
    },
    exportJournal: () => encodeJournalFile(recording.exportFile()),
  };
}
