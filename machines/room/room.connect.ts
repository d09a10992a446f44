import type { SnapshotFrom } from 'xstate';
import { type DisplayStatus, displayStatus, type LoadState } from './display-status';
import type { roomMachine } from './room.machine';

export type RoomSnapshot = SnapshotFrom<ReturnType<typeof roomMachine>>;

/** The props and data-state attributes the room view needs; the view holds no flow logic. */
export function connectRoom(snapshot: RoomSnapshot) {
  const { context } = snapshot;
  const load: LoadState | 'removed' = snapshot.matches('ready')
    ? 'ready'
    : snapshot.matches('error')
      ? 'error'
      : snapshot.matches('removed')
        ? 'removed'
        : 'loading';
  const guestOverlay = snapshot.matches({ ready: { guestOverlay: 'shown' } });
  const status: DisplayStatus = displayStatus({
    load: load === 'removed' ? 'loading' : load,
    passwordRequired: context.passwordRequired,
    chatStatus: context.chatStatus,
    guestOverlay,
    cardRequired: context.cardRequired,
    mode: context.mode,
  });
  return {
    load,
    displayStatus: status,
    chatStatus: context.chatStatus,
    mode: context.mode,
    guestOverlay,
    failure: context.failure,
    removal: context.removal,
    rootProps: {
      'data-state': load,
      'data-display-status': status,
      'data-chat-status': context.chatStatus,
      'data-mode': context.mode,
    },
  };
}
