/**
 * What the main thread does in a page's long tasks: the production bundle (unminified) against
 * sim:server, loaded in Chromium with 4× CPU throttling (Lighthouse's mobile preset) and traced.
 * Prints the paints, then each task over 50 ms with what it spent its time on (script by function and
 * file, style, layout, paint; for a big layout, how much was dirty and why).
 * `npx tsx scripts/bench/profile-page.ts /girls [seconds]`; `PROFILE_CPU=1 PROFILE_TASK_MS=12` traces
 * unthrottled and lists tasks over 12 ms: the tasks Lighthouse's simulation multiplies by 4.
 * `PROFILE_SAMPLE_US=1000` samples less often (the default 100 µs slows the page down 2-3×);
 * `PROFILE_TOP=30` lists more functions a task.
 */
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildProductionApp, launchChromium } from './browser';
import { serveStatic } from './serve';
import { startSimServer } from './sim-server';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; functionName?: string; frame?: string } };
}

const path = process.argv[2] ?? '/';
const seconds = Number(process.argv[3] ?? 6);
/** PROFILE_CPU=1 traces unthrottled: what Lighthouse's simulation multiplies by 4. */
const cpuSlowdown = Number(process.env.PROFILE_CPU ?? 4);
/** Tasks longer than this are listed (PROFILE_TASK_MS, default 50). */
const longTask = Number(process.env.PROFILE_TASK_MS ?? 50) * 1000;
const sim = await startSimServer();
const outDir = await buildProductionApp(sim.origin, { minify: false });
const app = await serveStatic(outDir, { '/sim-video': resolve('fixtures/video') });
const browser = await launchChromium();
const tracePath = join(tmpdir(), `profile-${Date.now()}.json`);
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await browser.startTracing(page, {
    path: tracePath,
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'toplevel',
      'blink.user_timing',
      'loading',
      'disabled-by-default-devtools.timeline.invalidationTracking',
    ],
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: Number(process.env.PROFILE_SAMPLE_US ?? 100) });
  await cdp.send('Profiler.start');
  await page.goto(`${app.origin}${path}`);
  await page.waitForTimeout(seconds * 1000);
  const { profile } = await cdp.send('Profiler.stop');
  await browser.stopTracing();
  // Samples on the trace's clock (both microseconds of the same monotonic clock).
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const frameName = (id: number) => {
    const frame = nodes.get(id)?.callFrame;
    return frame
      ? `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`
      : '';
  };
  // Each sample weighs the time until the next one; `inclusive` names every function on its stack.
  const samples: Array<{ ts: number; ms: number; frame: string; inclusive: string[] }> = [];
  let ts = profile.startTime;
  (profile.samples ?? []).forEach((id, index) => {
    ts += profile.timeDeltas?.[index] ?? 0;
    const ms = (profile.timeDeltas?.[index + 1] ?? 0) / 1000;
    const frame = nodes.get(id)?.callFrame;
    if (!frame || ['(idle)', '(root)'].includes(frame.functionName)) return;
    const inclusive = new Set<string>();
    for (let at: number | undefined = parents.get(id); at !== undefined; at = parents.get(at))
      if (nodes.get(at)?.callFrame.url) inclusive.add(frameName(at));
    samples.push({ ts, ms, frame: frameName(id), inclusive: [...inclusive] });
  });
  const { traceEvents } = JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] };
  const navigation = traceEvents.find((event) => event.name === 'navigationStart');
  const origin = navigation?.ts ?? traceEvents[0]?.ts ?? 0;
  const mainThread = traceEvents.find(
    (event) => event.name === 'thread_name' && (event.args as { name?: string })?.name === 'CrRendererMain',
  );
  const at = (ts: number) => Math.round((ts - origin) / 1000);
  for (const event of traceEvents.filter((e) =>
    ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(e.name),
  ))
    console.log(event.name, at(event.ts));
  const main = traceEvents.filter(
    (event) => event.tid === mainThread?.tid && event.pid === mainThread?.pid && event.ph === 'X',
  );
  const tasks = main.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > longTask);
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = main.filter((event) => event !== task && event.ts >= task.ts && event.ts < end);
    const spent = new Map<string, number>();
    for (const event of inside) {
      const data = event.args?.data;
      const key = [
        'FunctionCall',
        'EvaluateScript',
        'TimerFire',
        'FireAnimationFrame',
        'EventDispatch',
        'v8.compile',
        'ParseHTML',
      ].includes(event.name)
        ? `${event.name} ${data?.functionName ?? ''} ${(data?.url ?? '').split('/').pop()}`
        : [
              'Layout',
              'UpdateLayoutTree',
              'Paint',
              'PrePaint',
              'Layerize',
              'RunMicrotasks',
              'HitTest',
              'Decode Image',
              'ImageDecodeTask',
            ].includes(event.name)
          ? event.name
          : null;
      if (key) spent.set(key, (spent.get(key) ?? 0) + (event.dur ?? 0) / 1000);
    }
    blocking += (task.dur ?? 0) / 1000 - 50;
    const top = [...spent]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([key, ms]) => `${key.trim()} ${Math.round(ms)}`);
    console.log(`task at ${at(task.ts)} ms, ${Math.round((task.dur ?? 0) / 1000)} ms: ${top.join(' | ')}`);
    // Big layouts: how much of the tree was dirty, and what invalidated it (reasons by count).
    for (const layout of inside.filter((event) => event.name === 'Layout' && (event.dur ?? 0) > 20_000)) {
      const begin = (layout.args as { beginData?: { dirtyObjects?: number; totalObjects?: number } })
        ?.beginData;
      const reasons = new Map<string, number>();
      for (const event of traceEvents)
        if (
          event.name === 'LayoutInvalidationTracking' &&
          event.ts < layout.ts &&
          event.ts > layout.ts - 2_000_000
        ) {
          const data = (
            event.args as {
              data?: { reason?: string; nodeName?: string; stackTrace?: Array<{ functionName: string }> };
            }
          )?.data;
          const key = `${data?.reason} ${data?.nodeName ?? ''} ${data?.stackTrace?.[0]?.functionName ?? ''}`;
          reasons.set(key, (reasons.get(key) ?? 0) + 1);
        }
      const top = [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 5);
      console.log(
        `    layout ${Math.round((layout.dur ?? 0) / 1000)} ms, dirty ${begin?.dirtyObjects} of ${begin?.totalObjects}: ${top.map(([k, n]) => `${k.trim()} ×${n}`).join(' | ')}`,
      );
    }
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    for (const sample of samples)
      if (sample.ts >= task.ts && sample.ts < end) {
        self.set(sample.frame, (self.get(sample.frame) ?? 0) + sample.ms);
        for (const frame of sample.inclusive) total.set(frame, (total.get(frame) ?? 0) + sample.ms);
      }
    const hot = (spent: Map<string, number>, count: number) =>
      [...spent]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([frame, ms]) => `${frame} ${ms.toFixed(1)}`)
        .join(' | ');
    const shown = Number(process.env.PROFILE_TOP ?? 8);
    if (self.size) console.log(`    js self: ${hot(self, shown)}`);
    if (total.size) console.log(`    js total: ${hot(total, shown)}`);
  }
  console.log(`blocking time over 50 ms, whole trace: ${Math.round(blocking)} ms`);
} finally {
  await browser.close();
  await sim.stop();
  await app.close();
  rmSync(outDir, { recursive: true, force: true });
  rmSync(tracePath, { force: true });
}
