import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { JournalEntry } from '../../src/journal/journal';
import { decodeJournalFile, encodeJournalFile } from '../../src/journal/journal-file';
import { replayJournal } from '../../src/journal/replay';
import { createSocketWorld, type SocketWorld, stage } from './sockets.model';

/**
 * The lobby and room socket machines against the simulator's socket server in a busy room, under
 * random network outages, dropped sockets, server and room restarts, and frame faults (drop,
 * duplicate, reorder, malformed, delay). SOCKET_PROPERTY_RUNS=1000 for a longer run.
 */
const numRuns = Number(process.env.SOCKET_PROPERTY_RUNS ?? 40);

const frameFaults = fc.record({
  drop: fc.double({ min: 0, max: 0.2, noNaN: true }),
  duplicate: fc.double({ min: 0, max: 0.2, noNaN: true }),
  reorder: fc.double({ min: 0, max: 0.2, noNaN: true }),
  malformed: fc.double({ min: 0, max: 0.1, noNaN: true }),
  delayMaxMs: fc.integer({ min: 0, max: 3_000 }),
});
type FrameFaults = typeof frameFaults extends fc.Arbitrary<infer T> ? T : never;

const op = fc.oneof(
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 4_000 }) }),
  fc.record({ kind: fc.constant('network' as const), up: fc.boolean() }),
  fc.record({ kind: fc.constant('drop' as const), scope: fc.constantFrom('lobby', 'room', undefined) }),
  fc.record({ kind: fc.constant('serverRestart' as const) }),
  fc.record({ kind: fc.constant('roomRestart' as const) }),
  fc.record({ kind: fc.constant('faults' as const), faults: frameFaults }),
  fc.record({ kind: fc.constant('clearFaults' as const) }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

function setFaults(world: SocketWorld, { delayMaxMs, ...rates }: FrameFaults) {
  world.setFaults({ ...rates, delayMs: [0, delayMaxMs] });
}

function apply(world: SocketWorld, step: Op) {
  switch (step.kind) {
    case 'wait':
      return world.wait(step.ms);
    case 'network':
      return world.network.setUp(step.up);
    case 'drop':
      return world.network.dropAll(step.scope);
    case 'serverRestart':
      return world.sim.control({ type: 'server.restart' });
    case 'roomRestart':
      return world.server.restartRoom(stage);
    case 'faults':
      return setFaults(world, step.faults);
    case 'clearFaults':
      return world.clearFaults();
  }
}

/** Joined and in sync, then the faults and ops, then the network comes back for good. */
function run(ops: Op[], randomSeed: number, faults?: FrameFaults) {
  const world = createSocketWorld({ seed: 'socket-property', randomSeed });
  const joinedAfterMs = world.waitSettled();
  world.markBaseline();
  if (faults) setFaults(world, faults);
  for (const step of ops) apply(world, step);
  world.network.setUp(true);
  world.clearFaults();
  const settledAfterMs = world.waitSettled();
  // Past the hole wait, so a loss at the end of the run has had its chance to be marked.
  world.wait(5_000);
  return { world, joinedAfterMs, settledAfterMs, audit: world.audit() };
}

describe('socket machines against the simulator: drops, restarts, duplicates, reordering, delays', () => {
  it(
    'end joined, hold one socket each, keep the back-off in bounds, lose or repeat no chat or tip unmarked',
    () => {
      fc.assert(
        fc.property(
          fc.array(op, { maxLength: 25 }),
          fc.integer(),
          fc.option(frameFaults),
          (ops, seed, faults) => {
            const { world, audit } = run(ops, seed, faults ?? undefined);
            try {
              expect(world.isSettled()).toBe(true);
              expect(world.network.maxHeld).toEqual({ lobby: 1, room: 1 });
              expect(world.badDelays).toEqual([]);
              expect(audit.unmarked).toEqual([]);
              expect(audit.duplicates).toEqual([]);
              expect(audit.wrong).toEqual([]);
              expect(audit.delivered + audit.missing).toBe(audit.expected);
            } finally {
              world.stop();
            }
          },
        ),
        { numRuns },
      );
    },
    Math.max(120_000, numRuns * 1_000),
  );

  it('replaying the journal of such a session reproduces every room emit and every frame sent', () => {
    const outbound = (entries: JournalEntry[]) => entries.filter((entry) => entry.kind === 'outbound');
    fc.assert(
      fc.property(
        fc.array(op, { maxLength: 15 }),
        fc.integer(),
        fc.option(frameFaults),
        (ops, seed, faults) => {
          const { world } = run(ops, seed, faults ?? undefined);
          world.stop();
          const read = decodeJournalFile(encodeJournalFile(world.journalFile()));
          if (!read.ok) throw new Error(read.reason);
          const replayed: unknown[] = [];
          const replay = replayJournal(read.file, {
            onSpawn: (actor, ref) => {
              if (actor === `room:${stage}`) (ref as AnyActorRef).on('*', (event) => replayed.push(event));
            },
          });
          replay.connections.stop();
          expect(world.emitted.length).toBeGreaterThan(3);
          expect(replayed).toEqual(world.emitted);
          expect(outbound(replay.journal.entries())).toEqual(outbound(world.journal.entries()));
        },
      ),
      { numRuns: Math.ceil(numRuns / 4) },
    );
  }, 120_000);

  it('a quiet network loses nothing: every logged chat and tip arrives once', () => {
    const { world, audit } = run([{ kind: 'wait', ms: 60_000 }], 1);
    world.stop();
    expect(audit.expected).toBeGreaterThan(30);
    expect(audit.delivered).toBe(audit.expected);
    expect(audit.gapsMarked).toBe(0);
  });

  it('the audit fails on a lost, a repeated and a foreign event (the check can fail)', () => {
    const { world } = run([{ kind: 'wait', ms: 20_000 }], 2);
    world.stop();
    const events = world.handed.filter((item) => item.kind === 'event');
    const [first, second] = events;
    if (!first || !second) throw new Error('nothing was handed on');
    world.handed.splice(world.handed.indexOf(first), 1);
    world.handed.push(second, { ...second, seq: 10_000 });
    const audit = world.audit();
    expect(audit.unmarked).toHaveLength(1);
    expect(audit.duplicates).toHaveLength(1);
    expect(audit.wrong).toHaveLength(1);
  });
});
