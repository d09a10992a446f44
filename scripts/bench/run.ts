/**
 * `npm run bench [-- --quick]`: the whole performance harness. Node decode and dispatch, the browse
 * grid, the busy room at 100/500/1,000 events/s (app with per-frame batching, app handing over each
 * event, naive baseline), the soak, and Lighthouse; prints the figures and writes docs/performance.md.
 * `--quick` runs each part briefly (busy room 5 s a rate, soak 10 simulated minutes, Lighthouse on
 * home only, one run), `--only=node,browse,busy,soak,lighthouse` some parts, `--presets=mobile` one
 * Lighthouse preset, `--pages=listing,room` some Lighthouse pages and `--runs=N` N Lighthouse runs a
 * page (the median is reported; 3 by default): these print figures but leave docs/performance.md
 * alone, which holds full runs only. Not part of `npm test` (only the bundle budgets are).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { type BrowseGridFigures, browseGrid } from './browse-grid';
import { buildApp, buildBusyRoomPage, buildProductionApp, chromiumPath, launchChromium } from './browser';
import { type BusyRoomFigures, type BusyRoomMode, busyRoom } from './busy-room';
import {
  describeRuns,
  type LighthouseFigures,
  lighthousePages,
  lighthouseRun,
  medianRun,
} from './lighthouse';
import { run as nodeDispatch } from './node-dispatch';
import { renderReport } from './report';
import { serveStatic } from './serve';
import { startSimServer } from './sim-server';
import { type SoakFigures, soak } from './soak';
import { mb, ms } from './stats';

const quick = process.argv.includes('--quick');
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (part: string) => !only || only.includes(part);
/** `--presets=mobile` measures Lighthouse's mobile preset alone (half the time while iterating). */
const presets = (process.argv
  .find((arg) => arg.startsWith('--presets='))
  ?.slice('--presets='.length)
  .split(',') ?? ['mobile', 'desktop']) as Array<'mobile' | 'desktop'>;
/** `--pages=listing,room` measures some Lighthouse pages; `--runs=N` takes each page's median of N runs. */
const pageNames = process.argv
  .find((arg) => arg.startsWith('--pages='))
  ?.slice('--pages='.length)
  .split(',');
const lighthouseRuns = Number(
  process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? (quick ? 1 : 3),
);
const log = (line: string) => console.log(line);

function machine() {
  const chromium = execFileSync(chromiumPath(), ['--version'], { encoding: 'utf8' }).trim();
  return {
    cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`,
    loadBefore: loadavg()
      .map((value) => value.toFixed(2))
      .join(', '),
    node: process.version,
    chromium,
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
  };
}

const started = Date.now();
const about = machine();
log(
  `bench ${quick ? '(quick) ' : ''}on ${about.cpu}, load ${about.loadBefore}, ${about.chromium}, Node ${about.node}`,
);

const nodeFigures = wanted('node') ? await nodeDispatch({ quick }) : null;
if (nodeFigures)
  log(
    `node: decode ${nodeFigures.decodeMicros.toFixed(2)} µs + dispatch ${nodeFigures.dispatchMicros.toFixed(2)} µs = ${nodeFigures.totalMicros.toFixed(2)} µs/event, ${nodeFigures.eventsPerSecond.toLocaleString('en')} events/s`,
  );

const browser = await launchChromium();
const cleanups: Array<() => Promise<void> | void> = [() => browser.close()];
const grids: BrowseGridFigures[] = [];
const busy: BusyRoomFigures[] = [];
let soakFigures: SoakFigures | null = null;
const lighthouseFigures: LighthouseFigures[] = [];
try {
  if (wanted('browse') || wanted('lighthouse')) {
    // The app alone: pages talk to sim:server on a free port (no simulator in the measured page).
    const simServer = await startSimServer();
    cleanups.push(simServer.stop);
    if (wanted('browse')) {
      const appDir = await buildApp();
      const app = await serveStatic(appDir);
      cleanups.push(app.close, () => rmSync(appDir, { recursive: true, force: true }));
      for (const backendQuery of ['', simServer.query]) {
        const grid = await browseGrid(browser, app.origin, backendQuery);
        grids.push(grid);
        log(
          `browse grid ${grid.backend}: ${grid.tiles} tiles; cold load scripting ${ms(grid.coldScriptMs)} (tiles after ${ms(grid.coldTilesMs)}); navigation scripting ${ms(grid.navigationScriptMs)}; scroll frames p50 ${ms(grid.scrollP50)} p95 ${ms(grid.scrollP95)} p99 ${ms(grid.scrollP99)}; thumbnails loaded ${grid.thumbnailsLoaded}; CLS ${grid.layoutShift.toFixed(3)}`,
        );
      }
    }
    if (wanted('lighthouse')) {
      // The production bundle with sim:server as its backend; the static server plays the video CDN.
      const appDir = await buildProductionApp(simServer.origin);
      const app = await serveStatic(appDir, { '/sim-video': resolve('fixtures/video') });
      cleanups.push(app.close, () => rmSync(appDir, { recursive: true, force: true }));
      const pages = lighthousePages.filter((page, index) =>
        pageNames ? pageNames.includes(page.page) : !quick || index === 0,
      );
      for (const page of pages)
        for (const preset of presets) {
          // Lighthouse's own advice: one run varies, the median of several does less.
          const runs: LighthouseFigures[] = [];
          for (let run = 0; run < lighthouseRuns; run++)
            runs.push(await lighthouseRun(app.origin, page, preset));
          const figures = medianRun(runs);
          lighthouseFigures.push(figures);
          log(
            `lighthouse ${page.page} ${preset} (median of ${runs.length}: ${describeRuns(figures)}): performance ${figures.performance}, accessibility ${figures.accessibility}, best practices ${figures.bestPractices}, SEO ${figures.seo}; LCP ${ms(figures.lcpMs)}, TBT ${ms(figures.tbtMs)}, CLS ${figures.cls.toFixed(3)}${figures.failing.length ? `; failing: ${figures.failing.join(', ')}` : ''}${figures.opportunities.length ? `; performance audits below 0.9: ${figures.opportunities.join(', ')}` : ''}`,
          );
        }
    }
  }
  if (wanted('busy') || wanted('soak')) {
    const pageDir = await buildBusyRoomPage();
    const bench = await serveStatic(pageDir);
    cleanups.push(bench.close, () => rmSync(pageDir, { recursive: true, force: true }));
    if (wanted('busy')) {
      const seconds = quick ? 5 : 60;
      const modes: BusyRoomMode[] = ['app-batched', 'app', 'naive'];
      for (const rate of [100, 500, 1000])
        for (const mode of modes) {
          const figures = await busyRoom(browser, bench.origin, mode, rate, seconds);
          busy.push(figures);
          log(
            `busy room ${rate}/s ${mode}: frames p50 ${ms(figures.frameP50)} p95 ${ms(figures.frameP95)} p99 ${ms(figures.frameP99)}; long tasks ${figures.longTasks}${figures.longTasks && figures.longTasks <= 10 ? ` at ${figures.longTaskTimes.join(', ')}` : ''}; heap +${mb(figures.heapGrowth)}; Send p95 ${ms(figures.sendLatency)}, Tip p95 ${ms(figures.tipLatency)}`,
          );
        }
    }
    if (wanted('soak')) {
      soakFigures = await soak(browser, bench.origin, { quick });
      const [first, last] = [soakFigures.samples[0], soakFigures.samples.at(-1)];
      if (first && last)
        log(
          `soak ${soakFigures.simulatedHours} h: heap ${mb(first.heap)} → ${mb(last.heap)}, listeners ${first.listeners} → ${last.listeners}, timers ${first.timers} → ${last.timers}, nodes ${first.nodes} → ${last.nodes}`,
        );
    }
  }
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}

if (quick || only || pageNames || process.argv.some((arg) => /^--(presets|runs)=/.test(arg))) {
  log('quick or partial run: docs/performance.md left as it was');
  process.exit(0);
}
const report = renderReport({
  machine: {
    ...about,
    loadAfter: loadavg()
      .map((value) => value.toFixed(2))
      .join(', '),
  },
  minutes: (Date.now() - started) / 60_000,
  node: nodeFigures,
  grids,
  busy,
  soak: soakFigures,
  lighthouse: lighthouseFigures,
  previous: existsSync('docs/performance.md') ? readFileSync('docs/performance.md', 'utf8') : null,
});
writeFileSync('docs/performance.md', report);
log(`wrote docs/performance.md (${((Date.now() - started) / 60_000).toFixed(1)} min)`);
