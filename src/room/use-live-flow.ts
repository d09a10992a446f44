import { useEffect, useEffectEvent, useRef } from 'react';
import type { RoomFeed } from './chat/feed';

/**
 * Keeps a room flow current: every event of the room's live feed goes to `onEvent`, and every room
 * answer after the first (re-read after a rejoin, a status change or a show call) to `onRoom`; the
 * first answer is the flow's input. The callbacks may be new each render: only a new feed
 * subscribes again.
 */
export function useLiveFlow<Room>(
  feed: RoomFeed | undefined,
  room: Room,
  onEvent: (event: { type: string }) => void,
  onRoom: (room: Room) => void,
) {
  const handleEvent = useEffectEvent(onEvent);
  const handleRoom = useEffectEvent(onRoom);
  useEffect(() => feed?.((event) => handleEvent(event)), [feed]);
  const first = useRef(room);
  useEffect(() => {
    if (room !== first.current) handleRoom(room);
  }, [room]);
}
