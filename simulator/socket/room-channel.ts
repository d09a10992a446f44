/**
 * One room's broadcast stream: the seq counter, the room-life id (epoch) and the recent log that
 * history backfill reads. It outlives sockets (a server restart keeps it, so seq continues); a new
 * room life (the model comes back online) starts seq at 1 under a new epoch.
 */
import type { PayloadOf } from '../../protocol';
import type { OutEvent } from './frames';

export interface LoggedEvent {
  seq: number;
  event: OutEvent;
}

type History = PayloadOf<'v3.chat.history'>;
type HistoryEntry = History['entries'][number];

/** The protocol's backfill limit (docs/protocol.md): the latest 200 chat messages. */
export const historyLimit = 200;
/** Broadcasts kept for backfill; older ones are forgotten (a resume from before them is truncated). */
export const logLimit = 1000;

export class RoomChannel {
  seq = 0;
  #log: LoggedEvent[] = [];

  constructor(
    readonly room: string,
    public epoch: string,
  ) {}

  /** Assigns the next seq and remembers the event. */
  append(event: OutEvent): LoggedEvent {
    this.seq += 1;
    const logged = { seq: this.seq, event };
    this.#log.push(logged);
    if (this.#log.length > logLimit) this.#log.splice(0, this.#log.length - logLimit);
    return logged;
  }

  /** A new room life: seq starts over and nothing of the old life is backfilled. */
  restart(epoch: string) {
    this.epoch = epoch;
    this.seq = 0;
    this.#log = [];
  }

  /** The backfill for a client that saw everything up to `lastSeq` (undefined: a first join). */
  history(lastSeq: number | undefined): History {
    const resumable = lastSeq !== undefined && lastSeq <= this.seq;
    const from = resumable ? lastSeq : 0;
    const chats = this.#log.filter((item) => item.seq > from && item.event.type === 'v3.chat.message');
    const kept = chats.slice(-historyLimit);
    const oldestLogged = this.#log[0]?.seq ?? this.seq + 1;
    // Entries were lost when the log no longer reaches back to the resume point, or the limit cut it.
    const truncated = resumable && (oldestLogged > from + 1 || kept.length < chats.length);
    // A first join gets chat only; a resume also gets the other flat broadcasts it missed (tips...).
    const events = resumable
      ? this.#log.filter((item) => item.seq > from).flatMap((item) => historyEventOf(item) ?? [])
      : [];
    return {
      entries: kept.map(historyEntryOf),
      last_seq: this.seq,
      truncated,
      epoch: this.epoch,
      ...(events.length ? { events } : {}),
    };
  }
}

type HistoryEvent = NonNullable<History['events']>[number];
type Scalar = string | number | boolean | null;

const isScalar = (value: unknown): value is Scalar =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || Number.isFinite(value);

/**
 * A non-chat broadcast as a history event, when its payload is flat. Nested ones (user joined,
 * room update) are state: v3.chat.update and the user list bring them current.
 */
function historyEventOf({ seq, event }: LoggedEvent): HistoryEvent | null {
  if (event.type === 'v3.chat.message') return null;
  const payload: Record<string, Scalar> = {};
  for (const [key, value] of Object.entries(event.payload)) {
    if (value === undefined) continue;
    if (!isScalar(value)) return null;
    payload[key] = value;
  }
  return { seq, name: event.type, payload };
}

function historyEntryOf({ seq, event }: LoggedEvent): HistoryEntry {
  if (event.type !== 'v3.chat.message') throw new Error('only chat messages are history entries');
  const { message, user } = event.payload;
  return {
    seq,
    message,
    username: user.username,
    has_tokens: user.has_tokens,
    has_purchase: user.has_purchase,
    recent_purchases: user.recent_purchases,
  };
}
