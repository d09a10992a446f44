#!/usr/bin/env node
// The one test command (README: `npm ci && npm test`). Runs every check and suite, then prints the
// plain closing line `N passed, N failed` with the real totals: each check counts as one test, each
// vitest and Playwright test as one.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { findChromium } from './chromium.mjs';

const totals = { passed: 0, failed: 0 };
const failures = [];

function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function record(name, ok, detail = '') {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(detail ? `${name}: ${detail}` : name);
  }
}

function check(name, command, args, env) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const { ok, seconds } = run(command, args, env);
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
  record(name, ok);
  return ok;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** A port nothing listens on, so the preview server never collides with another one. */
function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log('No Chromium found: installing Debian chromium with apt-get.');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
    return findChromium();
  }
  console.error(
    'No Chromium found. Install one (Debian: `apt-get install chromium`), or set CHROMIUM_PATH to a Chromium binary.',
  );
  return null;
}

const npx = 'npx';
check('lint', npx, ['biome', 'ci', '.']);
check('typecheck', npx, ['tsc', '--noEmit']);
check('layering', 'npm', ['run', '--silent', 'deps:check']);
check('statechart docs current', npx, ['tsx', 'scripts/statechart-docs.ts', '--check']);

console.log('\n=== unit and property tests (vitest)');
rmSync('.vitest-results.json', { force: true });
run(npx, ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=.vitest-results.json']);
const vitest = readJson('.vitest-results.json');
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  if (vitest.numFailedTests > 0) failures.push(`vitest: ${vitest.numFailedTests} failed`);
  if (vitest.numPendingTests + vitest.numTodoTests > 0) record('no skipped vitest tests', false);
  if (!vitest.success && vitest.numFailedTests === 0)
    record('vitest run', false, 'suite errors outside tests');
} else record('vitest run', false, 'no results written');

const routeTreeBefore = readFileSync('src/routeTree.gen.ts', 'utf8');
const built = check('build', npx, ['vite', 'build', '--logLevel', 'warn']);
if (built) check('build leaves dev tools out', 'node', ['scripts/check-build.mjs']);
check('bundle budgets (real-backend build)', 'node', ['scripts/check-budgets.mjs']);
record(
  'route tree current',
  readFileSync('src/routeTree.gen.ts', 'utf8') === routeTreeBefore,
  'src/routeTree.gen.ts changed when regenerated: commit it',
);

const chromium = ensureChromium();
if (!chromium) record('chromium available', false);
else if (built) {
  console.log(`\n=== end-to-end tests (Playwright, ${chromium})`);
  rmSync('.playwright-results.json', { force: true });
  const port = String(await freePort());
  run(npx, ['playwright', 'test'], { CI: '1', CHROMIUM_PATH: chromium, E2E_PORT: port });
  const playwright = readJson('.playwright-results.json');
  if (playwright) {
    const { expected, unexpected, flaky, skipped } = playwright.stats;
    totals.passed += expected;
    totals.failed += unexpected + flaky;
    if (unexpected + flaky > 0) failures.push(`playwright: ${unexpected + flaky} failed`);
    if (skipped > 0) record('no skipped e2e tests', false);
    if (playwright.errors?.length) record('playwright run', false, playwright.errors[0].message);
  } else record('playwright run', false, 'no results written');
}

if (failures.length) console.log(`\nFailed:\n- ${failures.join('\n- ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
