/**
 * Per-room sequence tracking: the pure core of "recovery that loses nothing" (docs/decisions/
 * 0011-recovery.md). Room events carry a seq, monotonic per room life. The tracker hands each
 * seq on once and in order, holds events that arrive past a hole, merges the history backfill a
 * rejoin brings, and turns what cannot be filled into one visible gap marker.
 */

export interface Gap {
  /** The seq the hole starts after. */
  afterSeq: number;
  /** The first seq after the hole. Some seqs strictly between are missing (others may have come). */
  beforeSeq: number;
  /** outage: the socket was down; restart: the room's seq started over; stream: a hole on a live socket. */
  reason: 'outage' | 'restart' | 'stream';
  /** How long the room socket was down, in whole seconds, for "reconnected after 12 s". */
  outageSeconds: number;
}

export type Delivery<E, H> =
  | { kind: 'live'; event: E }
  | { kind: 'backfilled'; entry: H }
  | { kind: 'gap'; gap: Gap };

export interface Backfill<H, E = never> {
  /** Chat entries after the seq the client resumed from (all of them unless `truncated`). */
  entries: readonly H[];
  /** The other room events of the history (tips, ...), handed on like live events, each once. */
  events?: readonly E[];
  /** The room-life id: a different one from the last backfill's means the room started over. */
  epoch?: string;
  /** The seq the live stream continues after. */
  lastSeq: number;
  /** Entries after the resume point were dropped before the first one sent. */
  truncated: boolean;
}

export interface RoomSequence<E> {
  /** Every seq up to this one has been handed on (or marked, or was not a chat event). */
  lastSeq: number;
  /** Live events that arrived past a hole, by seq. */
  pending: readonly E[];
  /** A backfill or a skipped hole has fixed the baseline; before that nothing can be "lost". */
  synced: boolean;
  duplicates: number;
  gapsMarked: number;
  /** The room-life id of the last backfill (absent from servers that do not send one). */
  epoch?: string;
}

export interface Step<E, H> {
  sequence: RoomSequence<E>;
  delivered: Delivery<E, H>[];
}

type Sequenced = { seq?: number };

export function emptySequence<E>(): RoomSequence<E> {
  return { lastSeq: 0, pending: [], synced: false, duplicates: 0, gapsMarked: 0 };
}

/** Hand on the pending events that now follow `lastSeq` without a hole. */
function drain<E extends Sequenced, H>(
  sequence: RoomSequence<E>,
  delivered: Delivery<E, H>[],
): RoomSequence<E> {
  let { lastSeq } = sequence;
  let index = 0;
  const { pending } = sequence;
  while (index < pending.length && pending[index]?.seq === lastSeq + 1) {
    delivered.push({ kind: 'live', event: pending[index] as E });
    lastSeq += 1;
    index += 1;
  }
  return index === 0 ? sequence : { ...sequence, lastSeq, pending: pending.slice(index) };
}

/** A live event from the room socket. Events without a seq are handed on as they come. */
export function receiveLive<E extends Sequenced, H>(sequence: RoomSequence<E>, event: E): Step<E, H> {
  const { seq } = event;
  if (seq === undefined) return { sequence, delivered: [{ kind: 'live', event }] };
  if (seq <= sequence.lastSeq || sequence.pending.some((held) => held.seq === seq))
    return { sequence: { ...sequence, duplicates: sequence.duplicates + 1 }, delivered: [] };
  const pending = [...sequence.pending, event].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  const delivered: Delivery<E, H>[] = [];
  if (!sequence.synced) return { sequence: { ...sequence, pending }, delivered };
  return { sequence: drain({ ...sequence, pending }, delivered), delivered };
}

/**
 * The history a (re)join brings. The first one only sets the baseline (a viewer who just arrived lost
 * nothing). Later ones fill the outage: entries and held live events after `lastSeq` are handed on in
 * seq order, each once; a truncated backfill, or a room whose seq started over, is marked.
 */
export function receiveBackfill<E extends Sequenced, H extends { seq: number }>(
  sequence: RoomSequence<E>,
  backfill: Backfill<H, E>,
  outageSeconds: number,
): Step<E, H> {
  const delivered: Delivery<E, H>[] = [];
  const bothKnown = sequence.epoch !== undefined && backfill.epoch !== undefined;
  const newLife = bothKnown && backfill.epoch !== sequence.epoch;
  // Without epochs a lower last_seq is the only sign of a restart. With them it is a late history:
  // live frames sent after it overtook it (a delayed frame), and it brings nothing new.
  const restarted = sequence.synced && (newLife || (!bothKnown && backfill.lastSeq < sequence.lastSeq));
  const from = restarted ? 0 : sequence.lastSeq;
  const held = restarted ? [] : sequence.pending;
  const bySeq = new Map<number, Delivery<E, H>>();
  let duplicates = sequence.duplicates;
  for (const entry of backfill.entries) {
    if (entry.seq <= from || entry.seq > backfill.lastSeq) continue;
    if (bySeq.has(entry.seq)) duplicates += 1;
    else bySeq.set(entry.seq, { kind: 'backfilled', entry });
  }
  const historyEvents = (backfill.events ?? []).filter((event) => {
    const seq = event.seq ?? 0;
    return seq > from && seq <= backfill.lastSeq;
  });
  for (const event of historyEvents) {
    const seq = event.seq ?? 0;
    if (bySeq.has(seq)) duplicates += 1;
    else bySeq.set(seq, { kind: 'live', event });
  }
  for (const event of held) {
    const seq = event.seq ?? 0;
    if (seq > backfill.lastSeq) continue;
    if (bySeq.has(seq)) duplicates += 1;
    // The live event carries more than its history entry: keep it.
    bySeq.set(seq, { kind: 'live', event });
  }
  const fresh = [...bySeq.entries()].sort(([a], [b]) => a - b);
  // A truncated backfill lost chat entries somewhere before its first entry (held live events there
  // are not lost); a room that started over lost whatever followed our last seq in its old life.
  const entrySeqs = [
    ...backfill.entries.map((entry) => entry.seq),
    ...historyEvents.map((event) => event.seq ?? 0),
  ].filter((seq) => seq > from);
  const firstEntry = Math.min(backfill.lastSeq + 1, ...entrySeqs);
  const heldBefore = held.filter((event) => (event.seq ?? 0) > from && (event.seq ?? 0) < firstEntry).length;
  // A new life's history without events is chat only (the server could not resume from our seq):
  // tips before its last_seq are unknown, so the restart marker reaches up to the live stream.
  const restartEnd = historyEvents.length ? (fresh[0]?.[0] ?? 1) : backfill.lastSeq + 1;
  const gap: Gap | undefined = restarted
    ? { afterSeq: sequence.lastSeq, beforeSeq: restartEnd, reason: 'restart', outageSeconds }
    : sequence.synced && backfill.truncated && firstEntry - from - 1 > heldBefore
      ? { afterSeq: from, beforeSeq: firstEntry, reason: 'outage', outageSeconds }
      : undefined;
  const ordered = fresh.map(([, delivery]) => delivery);
  if (gap) {
    const at = restarted ? 0 : fresh.findIndex(([seq]) => seq >= firstEntry);
    ordered.splice(at === -1 ? ordered.length : at, 0, { kind: 'gap', gap });
  }
  delivered.push(...ordered);
  const gapsMarked = sequence.gapsMarked + (gap ? 1 : 0);
  const next: RoomSequence<E> = {
    lastSeq: Math.max(from, backfill.lastSeq),
    pending: held.filter((event) => (event.seq ?? 0) > backfill.lastSeq),
    synced: true,
    duplicates,
    gapsMarked,
    ...(backfill.epoch === undefined && sequence.epoch === undefined
      ? {}
      : { epoch: backfill.epoch ?? sequence.epoch }),
  };
  return { sequence: drain(next, delivered), delivered };
}

/**
 * A hole on a live socket that did not fill in time: mark it and go on from the first held event.
 * Before the first backfill there is no baseline yet, so the held events just become it.
 */
export function skipHole<E extends Sequenced, H>(sequence: RoomSequence<E>, outageSeconds = 0): Step<E, H> {
  const first = sequence.pending[0]?.seq;
  if (first === undefined) return { sequence, delivered: [] };
  const delivered: Delivery<E, H>[] = [];
  const marked = sequence.synced && first > sequence.lastSeq + 1;
  if (marked) {
    delivered.push({
      kind: 'gap',
      gap: { afterSeq: sequence.lastSeq, beforeSeq: first, reason: 'stream', outageSeconds },
    });
  }
  const next = {
    ...sequence,
    lastSeq: first - 1,
    synced: true,
    gapsMarked: sequence.gapsMarked + (marked ? 1 : 0),
  };
  return { sequence: drain(next, delivered), delivered };
}

/** True while live events wait behind a hole. */
export function hasHole(sequence: RoomSequence<unknown>): boolean {
  return sequence.pending.length > 0;
}

/** The marker's words in the chat: "reconnected after 12 s". */
export function gapText(gap: Gap): string {
  if (gap.reason === 'stream') return 'Some messages were missed';
  if (gap.reason === 'restart') return `The room restarted; reconnected after ${gap.outageSeconds} s`;
  return `Reconnected after ${gap.outageSeconds} s; some messages were missed`;
}
