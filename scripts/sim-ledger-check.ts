/**
 * The ledger property at scale: 10,000 random operation sequences (the suite runs 1,000). Prints
 * the figures and exits non-zero on a counterexample. Usage: npm run sim:ledger-check [-- runs seed]
 */
import fc from 'fast-check';
import { ledgerProperty, newStats } from '../tests/property/ledger.model';

const runs = Number(process.argv[2] ?? 10_000);
const seed = Number(process.argv[3] ?? Date.now() % 2 ** 31);
const stats = newStats();
const started = performance.now();
const outcome = fc.check(ledgerProperty(stats), { numRuns: runs, seed });
const seconds = (performance.now() - started) / 1000;

console.log(`ledger property: ${outcome.numRuns} runs, seed ${seed}, ${seconds.toFixed(2)} s`);
console.log(
  `operations tried: ${stats.operations} (${(stats.operations / outcome.numRuns).toFixed(1)} per run, ${Math.round(stats.operations / seconds)} per second)`,
);
console.log(`entries appended: ${stats.accepted}`);
for (const [reason, count] of Object.entries(stats.rejected)) console.log(`rejected ${reason}: ${count}`);
console.log(`deepest post-pay overdraft reached: ${stats.deepestOverdraft} tokens`);
if (outcome.failed) {
  console.log(`FAILED after ${outcome.numRuns} runs: ${fc.defaultReportMessage(outcome)}`);
  process.exit(1);
}
console.log('every invariant held');
