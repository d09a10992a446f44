/**
 * How a room socket uses the lobby socket: it learns whether the lobby can take a discovery request,
 * its discovery requests go out on the lobby, and the lobby's answers for its room come back. Plain
 * synchronous wiring with no IO, so the live app and a journal replay fold the same way.
 */
import type { ActorRefFrom } from 'xstate';
import { connectLobbySocket, type lobbySocketMachine } from '../lobby-socket';
import type { roomSocketMachine } from './room-socket.machine';

export function linkRoomToLobby(
  lobby: ActorRefFrom<ReturnType<typeof lobbySocketMachine>>,
  room: ActorRefFrom<ReturnType<typeof roomSocketMachine>>,
): () => void {
  const roomName = room.getSnapshot().context.room;
  let ready = connectLobbySocket(lobby.getSnapshot()).isReady;
  room.send({ type: ready ? 'lobby.ready' : 'lobby.lost' });
  const status = lobby.subscribe((snapshot) => {
    const now = connectLobbySocket(snapshot).isReady;
    if (now === ready) return;
    ready = now;
    room.send({ type: ready ? 'lobby.ready' : 'lobby.lost' });
  });
  const answers = lobby.on('v3.lobby.discovered', (event) => {
    if (event.payload.room === roomName) room.send(event);
  });
  const requests = room.on('lobby.send', (event) => lobby.send(event));
  return () => {
    status.unsubscribe();
    answers.unsubscribe();
    requests.unsubscribe();
  };
}
