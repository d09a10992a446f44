/**
 * npm run prop:shows [-- --runs 10000 --commands 200 --seed N]: the paid-show model (client
 * machines + simulator, tests/property/shows.model.ts) over many random runs. Prints runs, commands,
 * violations and what the runs exercised; exits 1 on a violation, with fast-check's shrunk case.
 */
import fc from 'fast-check';
import { featureStats } from '../tests/property/features.model';
import { commandsArbitrary, createBackend, runCommands, showStats } from '../tests/property/shows.model';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const runs = argument('runs', 10_000);
const maxCommands = argument('commands', 200);
const seed = argument('seed', Date.now() % 2_147_483_647);

const backend = await createBackend();
const started = performance.now();
let violations = 0;
let counterexample = '';
try {
  await fc.assert(
    fc.asyncProperty(commandsArbitrary(maxCommands), (commands) => runCommands(backend, commands)),
    { numRuns: runs, seed, endOnFailure: true },
  );
} catch (error) {
  violations = 1;
  counterexample =
    error instanceof Error
      ? `${error.message}\n${error.cause instanceof Error ? error.cause.message : ''}`
      : String(error);
}
const seconds = (performance.now() - started) / 1000;
console.log(`seed ${seed}`);
console.log(`runs ${runs}, commands ${showStats.commands}, violations ${violations}`);
console.log(
  `privates ${showStats.privates}, spy sessions ${showStats.spies}, tickets ${showStats.tickets}, ` +
    `refunds ${showStats.refunds}, paid shows ended ${showStats.ends}, failed calls ${showStats.failedCalls}`,
);
console.log(
  `tip split shares ${featureStats.splitShares} (splits filled ${featureStats.splitsFilled}, canceled ` +
    `${featureStats.splitsCanceled}), toy turns ${featureStats.toyTurns}, queued turns refunded ${featureStats.toyRefunds}`,
);
console.log(`${seconds.toFixed(1)} s, ${Math.round(showStats.commands / seconds)} commands/s`);
if (violations) {
  console.error(counterexample);
  process.exit(1);
}
