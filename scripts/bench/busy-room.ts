/**
 * Busy room in headless Chromium: busy-room traffic (chat messages, a tip every tenth event) at
 * 100, 500 and 1,000 events/s, for the app's chat panel and for the naive baseline, with Send and Tip
 * clicked under load. Frame times from requestAnimationFrame, long tasks over 50 ms from
 * PerformanceObserver, JS heap growth from CDP (after a forced GC at both ends).
 */
import type { Browser, Page } from '@playwright/test';
import { newBenchContext } from './browser';
import { percentile } from './stats';

export type BusyRoomMode = 'naive' | 'app' | 'app-batched';

export interface BusyRoomFigures {
  mode: BusyRoomMode;
  rate: number;
  seconds: number;
  sent: number;
  received: number;
  frames: number;
  frameP50: number;
  frameP95: number;
  frameP99: number;
  longTasks: number;
  longestTask: number;
  /** Each long task as `start s (duration ms)` from the run's start: a mount, a click or a GC? */
  longTaskTimes: string[];
  heapGrowth: number;
  sendLatency: number;
  tipLatency: number;
  clicks: number;
  domNodes: number;
}

interface PageRun {
  sent: number;
  received: number;
  frames: number[];
  longTasks: number[];
  longTaskStarts: number[];
  clicks: { Send: number[]; Tip: number[] };
  domNodes: number;
}

async function heapAfterGc(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  await session.detach();
  return usedSize;
}

/** Send and Tip clicked in turn every `every` ms until `stop()`. */
function clickUnderLoad(page: Page, every: number) {
  let running = true;
  const done = (async () => {
    let turn = 0;
    while (running) {
      await new Promise((resolve) => setTimeout(resolve, every));
      if (!running) break;
      try {
        if (turn++ % 2 === 0) {
          await page.fill('#chat-message', `hello under load ${turn}`, { timeout: 2_000 });
          await page.getByRole('button', { name: 'Send', exact: true }).click({ timeout: 2_000 });
        } else {
          await page.getByRole('button', { name: 'Tip', exact: true }).click({ timeout: 2_000 });
        }
      } catch {
        // A button busy (the tip in flight) misses a turn; the latency samples say how many landed.
      }
    }
  })();
  return async () => {
    running = false;
    await done;
  };
}

export async function busyRoom(
  browser: Browser,
  origin: string,
  mode: BusyRoomMode,
  rate: number,
  seconds: number,
): Promise<BusyRoomFigures> {
  const context = await newBenchContext(browser);
  const page = await context.newPage();
  await page.goto(`${origin}/?mode=${mode}`);
  await page.waitForFunction(() => Boolean(window.bench));
  await page.locator('.chat-lines').waitFor();
  // Warm up (JIT, first renders), then measure from a collected heap.
  await page.evaluate(() => window.bench.run({ rate: 200, seconds: 1 }));
  const heapBefore = await heapAfterGc(page);
  const stopClicking = clickUnderLoad(page, 1_000);
  const run = (await page.evaluate(({ rate, seconds }) => window.bench.run({ rate, seconds }), {
    rate,
    seconds,
  })) as PageRun;
  await stopClicking();
  const heapAfter = await heapAfterGc(page);
  await context.close();
  const long = run.longTasks;
  return {
    mode,
    rate,
    seconds,
    sent: run.sent,
    received: run.received,
    frames: run.frames.length,
    frameP50: percentile(run.frames, 50),
    frameP95: percentile(run.frames, 95),
    frameP99: percentile(run.frames, 99),
    longTasks: long.length,
    longestTask: long.length ? Math.max(...long) : 0,
    longTaskTimes: long.map(
      (duration, index) =>
        `${((run.longTaskStarts[index] ?? 0) / 1000).toFixed(1)} s (${Math.round(duration)} ms)`,
    ),
    heapGrowth: heapAfter - heapBefore,
    sendLatency: percentile(run.clicks.Send, 95),
    tipLatency: percentile(run.clicks.Tip, 95),
    clicks: run.clicks.Send.length + run.clicks.Tip.length,
    domNodes: run.domNodes,
  };
}
