#!/usr/bin/env node
// Bundle budgets (issue F7) on the production build aimed at a real backend (VITE_API_URL set): no
// simulator code and no msw worker in it, the home page's entry small, every lazy chunk small, hls.js
// only in a lazy chunk. Prints the figures; exits 1 when a budget is exceeded.
//
//   node scripts/check-budgets.mjs            builds into a temporary directory, then checks it
//   node scripts/check-budgets.mjs --dist DIR checks an existing real-backend build made with --manifest
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KiB = 1024;
const budgets = {
  /** The goal for the home page entry (entry chunk and its static imports, scripts). */
  entry: 120 * KiB,
  lazyChunk: 60 * KiB,
  /** index.html's inline script that sends the first screen's requests (ADR 0021). */
  inlineScript: 2 * KiB,
};
/**
 * Lazy chunks that the first render still waits for: the translator and the page language's strings
 * (the root route loads them alongside the site configuration). Counted in the first-render figure.
 */
const firstRenderLazy = ['src/i18n/translator.ts', 'src/i18n/locales/en.ts'];
/**
 * The one lazy chunk allowed above the lazy budget: the HLS player library, loaded when HLS plays.
 * Its worker's URL (`hls.js/dist/hls.worker.js?url`, a string) is not hls.js code.
 */
const hlsSource = /node_modules\/hls\.js\/(?!.*\?url$)/;
/** Loaded after the entry: the translator in parallel with the site configuration, xstate on first use. */
const laterSource = /node_modules\/(i18next|xstate|@xstate)\//;
const simulatorSource = /(^|\/)(simulator|fixtures)\/|node_modules\/(msw|mock-socket|@faker-js|@mswjs)\//;

function build() {
  const outDir = mkdtempSync(join(tmpdir(), 'budget-build-'));
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { stdio: 'inherit', env: { ...process.env, VITE_API_URL: 'https://api.example.invalid' } },
  );
  if (result.status !== 0) {
    console.error('The real-backend build failed.');
    process.exit(1);
  }
  return outDir;
}

const distArg = process.argv.indexOf('--dist');
const dist = distArg > 0 ? process.argv[distArg + 1] : build();
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const gzipOf = (file) => gzipSync(readFileSync(join(dist, file))).length;
const sourcesOf = (file) => {
  const map = join(dist, `${file}.map`);
  return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
};

/** Chunk keys reachable from `keys` through static imports. */
function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
const failures = [];
const sum = (keys) => [...keys].reduce((total, key) => total + gzipOf(manifest[key].file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryKeys = staticClosure([entryKey]);
const entryBytes = sum(entryKeys);
const entryCss = [...entryKeys].flatMap((key) => manifest[key].css ?? []);
// The entry's stylesheet is inlined into index.html (vite.config.ts); any left as files count too.
const inlineStyles = [...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<style>([^<]*)<\/style>/g)]
  .map((match) => match[1])
  .join('');
const entryCssBytes =
  [...new Set(entryCss)]
    .filter((file) => existsSync(join(dist, file)))
    .reduce((total, file) => total + gzipOf(file), 0) + gzipSync(inlineStyles).length;

const homeRoute = Object.keys(manifest).filter((key) => key.startsWith('src/routes/index.tsx'));
const homeKeys = staticClosure([entryKey, ...homeRoute, ...firstRenderLazy.filter((key) => manifest[key])]);

console.log(`Real-backend build in ${dist} (gzip level 6, 1 KiB = 1024 bytes)\n`);
console.log('Home page entry (entry chunk and its static imports):');
for (const key of entryKeys)
  console.log(`  ${kib(gzipOf(manifest[key].file)).padStart(10)}  ${manifest[key].file}`);
console.log(`  ${kib(entryBytes).padStart(10)}  scripts in all (budget ${kib(budgets.entry)})`);
console.log(`  ${kib(entryCssBytes).padStart(10)}  styles (inlined into index.html)`);
// The first-requests script runs from index.html before the entry: shown next to it, never hidden.
const inlineScripts = [
  ...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<script>([^<]*)<\/script>/g),
]
  .map((match) => match[1])
  .join('');
const inlineScriptBytes = inlineScripts ? gzipSync(inlineScripts).length : 0;
console.log(
  `  ${kib(inlineScriptBytes).padStart(10)}  index.html's inline script (the first screen's requests; budget ${kib(budgets.inlineScript)})`,
);
console.log(`  ${kib(entryBytes + inlineScriptBytes).padStart(10)}  entry and inline script together`);
console.log(
  `  ${kib(sum(homeKeys) + inlineScriptBytes).padStart(10)}  scripts for the first home render (with the inline script, the home route's chunks, the translator and English)\n`,
);
if (entryBytes > budgets.entry) failures.push(`home entry ${kib(entryBytes)} > ${kib(budgets.entry)}`);
if (inlineScriptBytes > budgets.inlineScript)
  failures.push(`index.html's inline script ${kib(inlineScriptBytes)} > ${kib(budgets.inlineScript)}`);

console.log(`Lazy chunks (budget ${kib(budgets.lazyChunk)} each, hls.js excepted):`);
const lazyKeys = Object.keys(manifest).filter(
  (key) => manifest[key].file.endsWith('.js') && !entryKeys.has(key),
);
for (const key of lazyKeys.sort((a, b) => gzipOf(manifest[b].file) - gzipOf(manifest[a].file))) {
  const { file } = manifest[key];
  const bytes = gzipOf(file);
  // hls.js's worker is an asset (no source map): its manifest key is its file in the package.
  const isHls = hlsSource.test(key) || sourcesOf(file).some((source) => hlsSource.test(source));
  console.log(
    `  ${kib(bytes).padStart(10)}  ${file}${isHls ? '  (hls.js, loaded when a video plays HLS)' : ''}`,
  );
  if (!isHls && bytes > budgets.lazyChunk)
    failures.push(`lazy chunk ${file} ${kib(bytes)} > ${kib(budgets.lazyChunk)}`);
}

for (const key of entryKeys) {
  const sources = sourcesOf(manifest[key].file);
  if (sources.some((source) => hlsSource.test(source)))
    failures.push(`hls.js is in ${manifest[key].file}, a static import of the entry`);
  const later = sources.find((source) => laterSource.test(source));
  if (later) failures.push(`${later} is in the entry's ${manifest[key].file} (it loads after the entry)`);
}
const assets = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
for (const name of assets) {
  const leaked = sourcesOf(`assets/${name}`).find((source) => simulatorSource.test(source));
  if (leaked) failures.push(`simulator code in assets/${name} (${leaked})`);
}
if (existsSync(join(dist, 'mockServiceWorker.js'))) failures.push('mockServiceWorker.js is in the build');

console.log(
  `\nhls.js only in a lazy chunk, i18next and xstate out of the entry, no simulator code, no msw worker: ${failures.some((f) => /hls|simulator|mockService|entry's/.test(f)) ? 'NO' : 'yes'}`,
);
if (distArg < 0) rmSync(dist, { recursive: true, force: true });
if (failures.length) {
  console.error(`\nBudgets exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Budgets kept.');
