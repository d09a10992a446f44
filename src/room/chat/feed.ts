/**
 * Where the room's decoded events come from: the room socket's emitted events (and the lobby's
 * token and settings updates). A subscription; the panels forward each event to their machines,
 * which ignore what they do not handle.
 */
export type RoomFeed = (listener: (event: { type: string }) => void) => () => void;
