import type { QueryClient } from '@tanstack/react-query';
import type { useNavigate } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { type RoomFacts, roomMachine } from '../../machines/room';
import type { ApiClient } from '../api/client';
import { type Room, roomLoadError, roomQueryOptions } from '../queries/room';

const guestOverlayKey = 'room.guestOverlaySeen';

/** Spec: the guest overlay shows at once when it was shown before; this browser remembers it. */
export function guestOverlaySeen(): boolean {
  try {
    return localStorage.getItem(guestOverlayKey) === '1';
  } catch {
    return false;
  }
}

export function roomFacts(room: Room): RoomFacts {
  return {
    chatStatus: room.chat.status,
    mode: room.mode,
    passwordRequired: room.settings.hasCamPassword && !room.viewer.isStreamer,
  };
}

interface RoomDependencies {
  api: ApiClient;
  queryClient: QueryClient;
  navigate: ReturnType<typeof useNavigate>;
  toast: (message: string) => void;
}

const removalMessages = {
  banned: 'You have been banned from this room.',
  kicked: 'You have been kicked from this room.',
} as const;

/** The room machine with the app's IO bound: the room query, local storage, going home. */
export function provideRoomMachine({ api, queryClient, navigate, toast }: RoomDependencies) {
  return roomMachine().provide({
    actors: {
      loadRoom: fromPromise(async ({ input }: { input: { username: string } }) => {
        try {
          return roomFacts(await queryClient.ensureQueryData(roomQueryOptions(api, input.username)));
        } catch (failure) {
          throw roomLoadError(failure);
        }
      }),
    },
    actions: {
      rememberGuestOverlay: () => {
        try {
          localStorage.setItem(guestOverlayKey, '1');
        } catch {
          // Storage may be off (private mode); the overlay then waits again next time.
        }
      },
      leaveRoom: ({ context }) => {
        if (!context.removal) return;
        // Spec 2 section 4.1: the room is removed and the user sent home with an error toast.
        queryClient.removeQueries({ queryKey: roomQueryOptions(api, context.username).queryKey });
        toast(removalMessages[context.removal]);
        void navigate({ to: '/' });
      },
    },
  });
}
