/**
 * A room page's socket: joins on mount, leaves on unmount, and hands the page a feed of what the
 * room socket delivers (live events in seq order, backfill, gap markers, room.rejoined) together with
 * the lobby's balance and settings updates, plus a way to send a frame to the room.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { connectRoomSocket, type RoomSocketStatus } from '../../machines/room-socket';
import type { ClientEvent } from '../../protocol';
import type { RoomFeed } from '../room/chat/feed';
import { type RoomActor, roomActorId } from '../transport';
import { useLive } from './live-context';

export interface RoomConnection {
  feed: RoomFeed | undefined;
  /** False when the frame cannot go out now (the socket is away): the view says so. */
  sendToRoom: (event: ClientEvent) => boolean;
  status: RoomSocketStatus;
  isReconnecting: boolean;
}

/** Lobby events the room's panels fold too (balance, tip volume, chat style). */
const lobbyEventsForRooms = ['v3.token.update', 'v3.user.settings'] as const;

export function useRoomConnection(room: string): RoomConnection {
  const live = useLive();
  const lobby = live?.lobby ?? null;
  const [actor, setActor] = useState<RoomActor | null>(null);

  useEffect(() => {
    if (!live || !lobby) return;
    const connections = live.session.recording.connections;
    const id = roomActorId(room);
    setActor(connections.room(room));
    connections.send(id, { type: 'room.join' });
    return () => connections.send(id, { type: 'room.leave' });
  }, [live, lobby, room]);

  const view = useSelector(actor ?? undefined, (snapshot) => (snapshot ? connectRoomSocket(snapshot) : null));

  return useMemo<RoomConnection>(() => {
    const feed: RoomFeed | undefined = actor
      ? (listener) => {
          const subscriptions = [
            actor.on('*', (event) => listener(event)),
            ...(lobby ? lobbyEventsForRooms.map((type) => lobby.on(type, (event) => listener(event))) : []),
          ];
          return () => {
            for (const subscription of subscriptions) subscription.unsubscribe();
          };
        }
      : undefined;
    return {
      feed,
      sendToRoom: (event) => {
        if (!actor || !live || connectRoomSocket(actor.getSnapshot()).status !== 'joined') return false;
        live.session.recording.connections.send(roomActorId(room), { type: 'room.send', event });
        return true;
      },
      status: view?.status ?? 'none',
      isReconnecting: view?.isReconnecting ?? false,
    };
  }, [actor, lobby, live, room, view?.status, view?.isReconnecting]);
}
