import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Delivery,
  emptySequence,
  type Gap,
  gapText,
  hasHole,
  type RoomSequence,
  receiveBackfill,
  receiveLive,
  type Step,
  skipHole,
} from './room-sequence';

interface LiveEvent {
  seq?: number;
  id: string;
  chat: boolean;
}
interface Entry {
  seq: number;
  id: string;
}

/** A client-side fold over steps, keeping everything handed on. */
function client() {
  let sequence: RoomSequence<LiveEvent> = emptySequence();
  const delivered: Delivery<LiveEvent, Entry>[] = [];
  const apply = (step: Step<LiveEvent, Entry>) => {
    sequence = step.sequence;
    delivered.push(...step.delivered);
  };
  return {
    live: (event: LiveEvent) => apply(receiveLive(sequence, event)),
    backfill: (entries: Entry[], lastSeq: number, truncated: boolean, outage = 0) =>
      apply(receiveBackfill(sequence, { entries, lastSeq, truncated }, outage)),
    skip: () => apply(skipHole(sequence)),
    sequence: () => sequence,
    delivered,
    seqs: () =>
      delivered.flatMap((item) =>
        item.kind === 'live' ? [item.event.seq] : item.kind === 'backfilled' ? [item.entry.seq] : [],
      ),
    gaps: () => delivered.flatMap((item) => (item.kind === 'gap' ? [item.gap] : [])),
  };
}

const chat = (seq: number): LiveEvent => ({ seq, id: `e${seq}`, chat: true });
const entry = (seq: number): Entry => ({ seq, id: `e${seq}` });

describe('room sequence: examples', () => {
  it('the first backfill sets the baseline without a marker, then live events follow in order', () => {
    const c = client();
    c.backfill([entry(8), entry(9)], 10, true);
    c.live(chat(11));
    c.live(chat(12));
    expect(c.seqs()).toEqual([8, 9, 11, 12]);
    expect(c.gaps()).toEqual([]);
  });

  it('drops duplicates and holds early arrivals until the hole fills', () => {
    const c = client();
    c.backfill([], 0, false);
    c.live(chat(1));
    c.live(chat(1));
    c.live(chat(3));
    expect(c.seqs()).toEqual([1]);
    expect(hasHole(c.sequence())).toBe(true);
    c.live(chat(2));
    expect(c.seqs()).toEqual([1, 2, 3]);
    expect(c.sequence().duplicates).toBe(1);
  });

  it('a rejoin backfills what the outage missed and drops what was already seen', () => {
    const c = client();
    c.backfill([], 4, false);
    c.live(chat(5));
    c.backfill([entry(5), entry(6), entry(8)], 9, false, 12);
    c.live(chat(10));
    expect(c.seqs()).toEqual([5, 6, 8, 10]);
    expect(c.gaps()).toEqual([]);
  });

  it('a truncated backfill after an outage is marked with the outage length', () => {
    const c = client();
    c.backfill([], 4, false);
    c.backfill([entry(40), entry(41)], 41, true, 12);
    const gaps = c.gaps();
    expect(gaps).toEqual([{ afterSeq: 4, beforeSeq: 40, reason: 'outage', outageSeconds: 12 }]);
    expect(gapText(gaps[0] as Gap)).toBe('Reconnected after 12 s; some messages were missed');
    expect(c.seqs()).toEqual([40, 41]);
  });

  it('a room whose seq started over (server restart) is marked and followed from its new seq', () => {
    const c = client();
    c.backfill([], 500, false);
    c.backfill([entry(2), entry(3)], 3, false, 5);
    c.live(chat(4));
    // A chat-only history cannot vouch for the new life's tips: the marker reaches its last_seq.
    expect(c.gaps()).toEqual([{ afterSeq: 500, beforeSeq: 4, reason: 'restart', outageSeconds: 5 }]);
    expect(c.seqs()).toEqual([2, 3, 4]);
  });

  it('a hole on a live socket that does not fill is marked once and skipped', () => {
    const c = client();
    c.backfill([], 1, false);
    c.live(chat(4));
    c.live(chat(5));
    c.skip();
    c.skip();
    expect(c.gaps()).toEqual([{ afterSeq: 1, beforeSeq: 4, reason: 'stream', outageSeconds: 0 }]);
    expect(c.seqs()).toEqual([4, 5]);
    expect(c.sequence().gapsMarked).toBe(1);
  });
});

// A room server and a faulty network, played against the tracker.
type Op =
  | { op: 'produce'; chat: boolean; duplicate: boolean; lose: boolean }
  | { op: 'deliver'; count: number; reorder: number }
  | { op: 'drop' }
  | { op: 'rejoin'; duplicateHistory: boolean }
  | { op: 'holeTimeout' };

const ops = fc.array(
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        op: fc.constant('produce' as const),
        chat: fc.boolean(),
        duplicate: fc.boolean(),
        lose: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
      }),
    },
    {
      weight: 4,
      arbitrary: fc.record({
        op: fc.constant('deliver' as const),
        count: fc.integer({ min: 1, max: 5 }),
        reorder: fc.integer({ min: 0, max: 3 }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('drop' as const) }) },
    {
      weight: 1,
      arbitrary: fc.record({ op: fc.constant('rejoin' as const), duplicateHistory: fc.boolean() }),
    },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('holeTimeout' as const) }) },
  ),
  { maxLength: 120 },
) as fc.Arbitrary<Op[]>;

function play(schedule: Op[], retained: number) {
  const c = client();
  const produced: LiveEvent[] = [];
  let connected = false;
  let inFlight: LiveEvent[] = [];
  /** Events before the viewer first joined are not theirs to lose. */
  let joinedAfterSeq: number | undefined;
  let truncatedHistories = 0;

  const history = () => {
    const resumeFrom = c.sequence().lastSeq;
    const chats = produced.filter((event) => event.chat);
    const kept = chats.slice(-retained);
    const entries = kept
      .filter((event) => (event.seq ?? 0) > resumeFrom)
      .map((event) => entry(event.seq ?? 0));
    const truncated = chats.some((event) => (event.seq ?? 0) > resumeFrom && !kept.includes(event));
    return { entries, lastSeq: produced.length, truncated };
  };
  const rejoin = (duplicateHistory: boolean) => {
    connected = true;
    joinedAfterSeq ??= produced.length;
    const { entries, lastSeq, truncated } = history();
    if (truncated) truncatedHistories += 1;
    c.backfill(entries, lastSeq, truncated, 3);
    if (duplicateHistory) c.backfill(entries, lastSeq, truncated, 3);
  };

  for (const step of schedule) {
    if (step.op === 'produce') {
      const event = { seq: produced.length + 1, id: `e${produced.length + 1}`, chat: step.chat };
      produced.push(event);
      if (connected && !step.lose) inFlight.push(...(step.duplicate ? [event, event] : [event]));
    } else if (step.op === 'deliver') {
      for (let n = 0; n < step.count && inFlight.length; n++) {
        const index = Math.min(step.reorder, inFlight.length - 1);
        const [event] = inFlight.splice(index, 1);
        if (event) c.live(event);
      }
    } else if (step.op === 'drop') {
      connected = false;
      inFlight = [];
    } else if (step.op === 'rejoin') {
      if (!connected) rejoin(step.duplicateHistory);
    } else c.skip();
  }
  // The network returns: rejoin if needed, deliver what is in flight, then the room goes on (one more
  // event, which reveals a lost last frame: nothing else could) and any hole times out.
  if (!connected) rejoin(false);
  for (const event of inFlight) c.live(event);
  const next = { seq: produced.length + 1, id: `e${produced.length + 1}`, chat: false };
  produced.push(next);
  c.live(next);
  while (hasHole(c.sequence())) c.skip();
  return {
    c,
    produced: produced.filter((event) => (event.seq ?? 0) > (joinedAfterSeq ?? 0)),
    truncatedHistories,
  };
}

describe('room sequence: properties over drop, duplicate, reorder, loss and delay schedules', () => {
  it('nothing is handed on twice or out of order, and every lost chat event is backfilled or marked', () => {
    fc.assert(
      fc.property(ops, fc.integer({ min: 1, max: 8 }), (schedule, retained) => {
        const { c, produced, truncatedHistories } = play(schedule, retained);
        const seqs = c.seqs();
        // Once and in order.
        for (let i = 1; i < seqs.length; i++) expect(seqs[i]).toBeGreaterThan(seqs[i - 1] ?? 0);
        // What was handed on is what the server produced.
        for (const item of c.delivered) {
          if (item.kind === 'live') expect(item.event.id).toBe(`e${item.event.seq}`);
          if (item.kind === 'backfilled') expect(item.entry.id).toBe(`e${item.entry.seq}`);
        }
        // Every chat event is delivered or inside a marked gap; a hole holds nothing back at the end.
        const seen = new Set(seqs);
        const gaps = c.gaps();
        const marked = (seq: number) => gaps.some((gap) => gap.afterSeq < seq && seq < gap.beforeSeq);
        const unmarkedLosses = produced.filter(
          (event) => event.chat && !seen.has(event.seq) && !marked(event.seq ?? 0),
        );
        expect(unmarkedLosses).toEqual([]);
        expect(hasHole(c.sequence())).toBe(false);
        // A marker stands for at least one seq that was not handed on. An outage marker only follows a
        // history the server truncated; what it stands for may be a lost non-chat event (a history
        // carries chat entries only, so the client cannot tell which unknown seq was chat).
        for (const gap of gaps) {
          const missing = produced.filter(
            (event) =>
              (event.seq ?? 0) > gap.afterSeq && (event.seq ?? 0) < gap.beforeSeq && !seen.has(event.seq),
          );
          expect(missing.length).toBeGreaterThan(0);
        }
        expect(gaps.filter((gap) => gap.reason === 'outage').length).toBeLessThanOrEqual(truncatedHistories);
        expect(c.sequence().gapsMarked).toBe(gaps.length);
      }),
      { numRuns: 300 },
    );
  });

  it('with history long enough to cover every outage, nothing is lost and nothing is marked', () => {
    fc.assert(
      fc.property(
        // No frame lost on a live socket and no hole given up on: only drops, duplicates, reorders.
        ops.map((schedule) =>
          schedule
            .filter((step) => step.op !== 'holeTimeout')
            .map((step) => (step.op === 'produce' ? { ...step, lose: false } : step)),
        ),
        (schedule) => {
          const { c, produced } = play(schedule, 10_000);
          const seen = new Set(c.seqs());
          expect(produced.filter((event) => event.chat && !seen.has(event.seq))).toEqual([]);
          expect(c.gaps()).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('room sequence: history events and room lives', () => {
  const tip = (seq: number): LiveEvent => ({ seq, id: `tip${seq}`, chat: false });
  const fold = () => {
    let sequence: RoomSequence<LiveEvent> = emptySequence();
    const delivered: Delivery<LiveEvent, Entry>[] = [];
    const backfill = (entries: Entry[], events: LiveEvent[], lastSeq: number, epoch?: string) => {
      const step = receiveBackfill(sequence, { entries, events, lastSeq, truncated: false, epoch }, 7);
      sequence = step.sequence;
      delivered.push(...step.delivered);
    };
    const live = (event: LiveEvent) => {
      const step = receiveLive<LiveEvent, Entry>(sequence, event);
      sequence = step.sequence;
      delivered.push(...step.delivered);
    };
    const ids = () =>
      delivered.map((item) =>
        item.kind === 'live'
          ? item.event.id
          : item.kind === 'backfilled'
            ? item.entry.id
            : `gap:${item.gap.reason}`,
      );
    return { backfill, live, ids, sequence: () => sequence };
  };

  it('a tip sent during an outage comes back with the history, in seq order, once', () => {
    const c = fold();
    c.backfill([entry(3)], [], 4, 'life-1');
    c.backfill([entry(5), entry(7)], [tip(6), tip(8)], 8, 'life-1');
    c.live(tip(8));
    c.live(chat(9));
    expect(c.ids()).toEqual(['e3', 'e5', 'tip6', 'e7', 'tip8', 'e9']);
    expect(c.sequence().duplicates).toBe(1);
  });

  it('a new epoch is a restart even when the new life has run past our seq', () => {
    const c = fold();
    c.backfill([entry(3)], [], 4, 'life-1');
    c.backfill([entry(5)], [tip(9)], 9, 'life-2');
    expect(c.ids()).toEqual(['e3', 'gap:restart', 'e5', 'tip9']);
    expect(c.sequence()).toMatchObject({ lastSeq: 9, epoch: 'life-2', gapsMarked: 1 });
  });

  it('a history of the same epoch overtaken by live events is late, not a restart', () => {
    const c = fold();
    c.backfill([entry(3)], [], 4, 'life-1');
    c.live(chat(5));
    c.live(chat(6));
    c.backfill([entry(3), entry(5)], [], 5, 'life-1');
    c.live(chat(7));
    expect(c.ids()).toEqual(['e3', 'e5', 'e6', 'e7']);
    expect(c.sequence()).toMatchObject({ lastSeq: 7, gapsMarked: 0 });
  });

  it('the same epoch with a higher seq is no restart', () => {
    const c = fold();
    c.backfill([], [], 4, 'life-1');
    c.backfill([entry(5)], [], 5, 'life-1');
    expect(c.ids()).toEqual(['e5']);
  });
});
