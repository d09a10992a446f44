/**
 * The v3.chat.history frame as a backfill: chat entries, the other room events it carries (tips,
 * ...) checked against the catalogue as if they had arrived as frames, and the room-life id.
 */
import {
  carriesSeq,
  type EventOf,
  isEventName,
  type PayloadOf,
  payloadProblem,
  type ServerEventName,
  sentByServer,
} from '../../protocol';
import type { Backfill } from './room-sequence';

export type RoomServerEvent = EventOf<ServerEventName>;
export type HistoryEntry = PayloadOf<'v3.chat.history'>['entries'][number];
type HistoryEvent = NonNullable<PayloadOf<'v3.chat.history'>['events']>[number];

/** A history event as the room event it stands for, or null when it is not one this client can trust. */
export function roomEventOf({ seq, name, payload }: HistoryEvent): RoomServerEvent | null {
  if (!isEventName(name) || !sentByServer(name) || !carriesSeq(name)) return null;
  if (name === 'v3.chat.history' || name === 'v3.templates') return null;
  if (payloadProblem(name, payload) !== null) return null;
  // Checked against the catalogue schema of `name` just above, as the frame decoder does.
  return { type: name, payload, seq } as RoomServerEvent;
}

export function backfillOf(event: EventOf<'v3.chat.history'>): Backfill<HistoryEntry, RoomServerEvent> {
  const { entries, last_seq, truncated, epoch, events } = event.payload;
  const roomEvents = (events ?? []).flatMap((item) => {
    const roomEvent = roomEventOf(item);
    return roomEvent ? [roomEvent] : [];
  });
  return {
    entries,
    lastSeq: last_seq,
    truncated,
    ...(roomEvents.length ? { events: roomEvents } : {}),
    ...(epoch === undefined ? {} : { epoch }),
  };
}
