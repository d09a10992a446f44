import type { SnapshotFrom } from 'xstate';
import type { lobbySocketMachine } from './lobby-socket.machine';

export type LobbyStatus = 'connecting' | 'connected' | 'authorized' | 'reconnecting';

/** What views and the room sockets need from the lobby socket, derived from its snapshot. */
export function connectLobbySocket(snapshot: SnapshotFrom<ReturnType<typeof lobbySocketMachine>>) {
  const status: LobbyStatus = snapshot.matches({ link: 'retrying' })
    ? 'reconnecting'
    : snapshot.matches({ link: { connection: 'authorized' } })
      ? 'authorized'
      : snapshot.matches({ link: { connection: 'connected' } })
        ? 'connected'
        : 'connecting';
  return {
    status,
    /** Room sockets may ask the lobby for discovery. */
    isReady: status === 'authorized',
    /** Spec 1 section 4: the 30 s lobby-restart flag. */
    isRestarting: snapshot.matches({ restart: 'restarting' }),
    'data-state': status,
  };
}
