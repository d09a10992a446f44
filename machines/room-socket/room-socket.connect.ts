import type { SnapshotFrom } from 'xstate';
import type { roomSocketMachine } from './room-socket.machine';

export type RoomSocketStatus = 'none' | 'discovery' | 'connecting' | 'authorizeSent' | 'joined';

/** The room socket's state for views (a "reconnecting" badge, data-state in e2e tests). */
export function connectRoomSocket(snapshot: SnapshotFrom<ReturnType<typeof roomSocketMachine>>) {
  const status: RoomSocketStatus = snapshot.matches({ link: 'none' })
    ? 'none'
    : snapshot.matches({ link: 'discovery' })
      ? 'discovery'
      : snapshot.matches({ link: { connection: 'joined' } })
        ? 'joined'
        : snapshot.matches({ link: { connection: 'authorizeSent' } })
          ? 'authorizeSent'
          : 'connecting';
  const { joinedBefore, sequence } = snapshot.context;
  return {
    status,
    /** Away from the room after having been in it: the view shows it is catching up. */
    isReconnecting: joinedBefore && status !== 'joined' && status !== 'none',
    lastSeq: sequence.lastSeq,
    'data-state': status,
  };
}
