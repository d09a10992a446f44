/**
 * Soak: two simulated hours of a moderately busy room (5 events/s: 36,000 chat messages and tips)
 * through the app's chat panel with per-frame batching, played 120 times faster than real time
 * (600 events/s). After each tenth of the run: JS heap after a forced GC, event listeners and DOM
 * nodes (CDP Performance.getMetrics), and the page's pending timers.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { newBenchContext } from './browser';

export interface SoakSample {
  simulatedMinutes: number;
  heap: number;
  listeners: number;
  nodes: number;
  timers: number;
}

export interface SoakFigures {
  simulatedHours: number;
  eventsPerSimulatedSecond: number;
  speedUp: number;
  samples: SoakSample[];
}

async function sample(page: Page, session: CDPSession, simulatedMinutes: number): Promise<SoakSample> {
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  const { metrics } = await session.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
  return {
    simulatedMinutes,
    heap: usedSize,
    listeners: metric('JSEventListeners'),
    nodes: metric('Nodes'),
    timers: await page.evaluate(() => window.bench.activeTimers()),
  };
}

export async function soak(browser: Browser, origin: string, { quick = false } = {}): Promise<SoakFigures> {
  const simulatedHours = quick ? 1 / 6 : 2;
  const rate = 5;
  const speedUp = 120;
  const context = await newBenchContext(browser);
  const page = await context.newPage();
  await page.goto(`${origin}/?mode=app-batched`);
  await page.waitForFunction(() => Boolean(window.bench));
  const session = await context.newCDPSession(page);
  await session.send('Performance.enable');
  const totalSeconds = (simulatedHours * 3600) / speedUp;
  const samples = [await sample(page, session, 0)];
  for (let tenth = 1; tenth <= 10; tenth++) {
    await page.evaluate(({ rate, seconds }) => window.bench.run({ rate, seconds }), {
      rate: rate * speedUp,
      seconds: totalSeconds / 10,
    });
    samples.push(await sample(page, session, (simulatedHours * 60 * tenth) / 10));
  }
  await context.close();
  return { simulatedHours, eventsPerSimulatedSecond: rate, speedUp, samples };
}
