/**
 * A room page's socket: joins on mount, leaves on unmount, and hands the page a feed of what the
 * room socket delivers (live events in seq order, backfill, gap markers, room.rejoined) together with
 * the lobby's balance and settings updates, plus a way to send a frame to the room.
 */
import { useSelector } from '@xstate/react';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import type { ClientEvent } from '../../protocol';
import type { RoomFeed } from '../room/chat/feed';
import type { RoomActor } from '../transport';
import { useLive } from './live-context';
import type { RoomSocketView } from './live-session';

export interface RoomConnection extends RoomSocketView {
  feed: RoomFeed | undefined;
  /** False when the frame cannot go out now (the socket is away): the view says so. */
  sendToRoom: (event: ClientEvent) => boolean;
}

/** Lobby events the room's panels fold too (balance, tip volume, chat style). */
const lobbyEventsForRooms = ['v3.token.update', 'v3.user.settings'] as const;

export function useRoomConnection(room: string): RoomConnection {
  const live = useLive();
  const [actor, setActor] = useState<RoomActor | null>(null);

  useEffect(() => {
    if (!live) return;
    const joined = live.session.join(room);
    // The panels take the room's feed in a transition: short slices, not one blocking render.
    startTransition(() => setActor(joined));
    return () => live.session.leave(room);
  }, [live, room]);

  const status = useSelector(actor ?? undefined, (snapshot) =>
    snapshot && actor && live ? live.session.roomView(actor).status : 'none',
  );
  const isReconnecting = useSelector(actor ?? undefined, (snapshot) =>
    snapshot && actor && live ? live.session.roomView(actor).isReconnecting : false,
  );

  // The feed and the send function outlive status changes, so memoised panels keep their props.
  const feed = useMemo<RoomFeed | undefined>(() => {
    if (!actor) return undefined;
    const lobby = live?.lobby;
    return (listener) => {
      const subscriptions = [
        actor.on('*', (event) => listener(event)),
        ...(lobby ? lobbyEventsForRooms.map((type) => lobby.on(type, (event) => listener(event))) : []),
      ];
      return () => {
        for (const subscription of subscriptions) subscription.unsubscribe();
      };
    };
  }, [actor, live]);
  const sendToRoom = useCallback(
    (event: ClientEvent) => live?.session.sendToRoom(room, event) ?? false,
    [live, room],
  );
  return useMemo<RoomConnection>(
    () => ({ feed, sendToRoom, status, isReconnecting }),
    [feed, sendToRoom, status, isReconnecting],
  );
}
