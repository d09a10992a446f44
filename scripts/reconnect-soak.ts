/**
 * npm run soak:reconnect [-- --cycles 1000 --seed 7 --faults]: drop/reconnect cycles during a busy
 * room, all on the simulator's virtual clock (tests/property/sockets.model.ts: the lobby and room
 * machines over the app's WebSocket transport, against the simulator's socket server).
 *
 * Each cycle lets the room run 2-8 s, then cuts the connection one way: every socket dropped, the
 * room or lobby socket alone, a network outage of 1-20 s, a socket-server restart, or (1 in 25) a
 * room restart (a new room life). It then measures the reconnect time: from the network being
 * usable again until the lobby is authorized and the room joined with its history merged.
 * `--faults` adds the flaky-network frame faults (drop, duplicate, reorder, malformed, delay).
 *
 * Prints cycles, events delivered, gaps found and marked, unmarked gaps and duplicates (both must be
 * 0), and the reconnect time distribution; exits 1 when either must-be-0 figure is not.
 */
import { createRng } from '../simulator/core/prng';
import { createSocketWorld, stage } from '../tests/property/sockets.model';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const cycles = argument('cycles', 1000);
const seed = argument('seed', 7);
const withFaults = process.argv.includes('--faults');

const started = performance.now();
const rng = createRng(`reconnect-soak/${seed}`);
const world = createSocketWorld({ seed: 'reconnect-soak', randomSeed: seed, scenario: 'busy-room' });
const startedAt = world.clock.now();
world.waitSettled();
world.markBaseline();
if (withFaults)
  world.setFaults({ drop: 0.05, duplicate: 0.03, reorder: 0.03, malformed: 0.02, delayMs: [0, 1500] });

const kinds = ['drop all', 'drop room', 'drop lobby', 'outage', 'server restart', 'room restart'] as const;
const counts = new Map<string, number>(kinds.map((kind) => [kind, 0]));
const reconnectMs: number[] = [];
const reconnectByKind = new Map<string, number[]>(kinds.map((kind) => [kind, []]));
let stuck = 0;

for (let cycle = 0; cycle < cycles; cycle += 1) {
  world.wait(rng.int(2_000, 8_000));
  const roll = rng.next();
  const kind =
    cycle % 25 === 24
      ? 'room restart'
      : roll < 0.3
        ? 'drop all'
        : roll < 0.5
          ? 'drop room'
          : roll < 0.6
            ? 'drop lobby'
            : roll < 0.85
              ? 'outage'
              : 'server restart';
  counts.set(kind, (counts.get(kind) ?? 0) + 1);
  if (kind === 'drop all') world.network.dropAll();
  else if (kind === 'drop room') world.network.dropAll('room');
  else if (kind === 'drop lobby') world.network.dropAll('lobby');
  else if (kind === 'server restart') world.sim.control({ type: 'server.restart' });
  else if (kind === 'room restart') world.server.restartRoom(stage);
  else {
    world.network.setUp(false);
    world.wait(rng.int(1_000, 20_000));
    world.network.setUp(true);
  }
  // A cut the machines have not heard of yet is not reconnected: let the close arrive first.
  world.wait(5);
  const took = world.waitSettled(60_000, 100);
  if (!world.isSettled()) stuck += 1;
  reconnectMs.push(took + 5);
  reconnectByKind.get(kind)?.push(took + 5);
}
world.clearFaults();
world.waitSettled();
world.wait(5_000);
const audit = world.audit();
world.stop();

const ascending = (values: number[]) => [...values].sort((a, b) => a - b);
const percentile = (values: number[], share: number) =>
  values[Math.min(values.length - 1, Math.floor(share * values.length))] ?? 0;
const sorted = ascending(reconnectMs);
const at = (share: number) => percentile(sorted, share);
const byKind = [...reconnectByKind].map(([kind, values]) => {
  const ordered = ascending(values);
  return `  ${kind}: p50 ${percentile(ordered, 0.5)} / max ${ordered.at(-1) ?? 0}`;
});
const virtualHours = ((world.clock.now() - startedAt) / 3_600_000).toFixed(1);
const lines = [
  `cycles: ${cycles} (${[...counts].map(([kind, count]) => `${kind} ${count}`).join(', ')})${withFaults ? ', with frame faults' : ''}`,
  `virtual time: ${virtualHours} h, real time: ${((performance.now() - started) / 1000).toFixed(1)} s`,
  `events expected: ${audit.expected} (chat and tips logged by the room after the first join)`,
  `events delivered: ${audit.delivered}`,
  `gaps found: ${audit.holes} (${audit.missing} events)`,
  `gaps marked: ${audit.gapsMarked}`,
  `unmarked gaps: ${audit.unmarked.length}`,
  `duplicates: ${audit.duplicates.length}`,
  `wrong events: ${audit.wrong.length}`,
  `cycles that did not reconnect within 60 s: ${stuck}`,
  `reconnect ms: min ${sorted[0] ?? 0} / p50 ${at(0.5)} / p95 ${at(0.95)} / p99 ${at(0.99)} / max ${sorted.at(-1) ?? 0}`,
  ...byKind,
];
console.log(lines.join('\n'));
const failed = audit.unmarked.length + audit.duplicates.length + audit.wrong.length + stuck;
if (failed > 0) {
  console.log('first problems:', [...audit.unmarked, ...audit.duplicates, ...audit.wrong].slice(0, 10));
  process.exit(1);
}
