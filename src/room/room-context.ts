import { createContext, useContext } from 'react';
import type { connectRoom, RoomEvent } from '../../machines/room';
import type { Room } from '../queries/room';

/**
 * What a panel mounted in the room (chat, tip controls, private messages) gets from the room page:
 * the validated room data, the room machine's view (status, mode, display status), the signed-in
 * viewer, and `send` for room facts (`spy.started`, `ticket.bought`, decoded v3 room events).
 */
export interface RoomContextValue {
  username: string;
  room: Room;
  view: ReturnType<typeof connectRoom>;
  /** The signed-in viewer's username; null for a guest. */
  viewer: string | null;
  send: (event: RoomEvent) => void;
}

export const RoomContext = createContext<RoomContextValue | null>(null);

export function useRoom(): RoomContextValue {
  const room = useContext(RoomContext);
  if (!room) throw new Error('useRoom() is for panels mounted inside the room page');
  return room;
}
