/**
 * Browse grid in headless Chromium, on the app built with the simulator: the 98-tile gender listing,
 * with the simulator in the page (`backendQuery` '') and with the page against sim:server (the app
 * alone: the in-page simulator answers every lazily loaded thumbnail on the page's main thread). Scripting time (CDP Performance.ScriptDuration) for a cold load until 98 tiles show
 * (simulator boot included) and for a client-side navigation from home (the listing's own work:
 * request through the simulator, render of 98 tiles), then frame times while scrolling the grid.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { newBenchContext } from './browser';
import { percentile } from './stats';

export interface BrowseGridFigures {
  backend: 'in-page' | 'sim-server';
  tiles: number;
  /** Thumbnails that loaded by the end of the scroll (an image that fails costs no decoding). */
  thumbnailsLoaded: number;
  coldScriptMs: number;
  coldTilesMs: number;
  navigationScriptMs: number;
  navigationMs: number;
  scrollFrames: number;
  scrollP50: number;
  scrollP95: number;
  scrollP99: number;
  layoutShift: number;
}

async function scriptSeconds(session: CDPSession): Promise<number> {
  const { metrics } = await session.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? Number.NaN;
}

async function tiles(page: Page, count: number) {
  await page.waitForFunction(
    (count) => document.querySelectorAll('[data-testid="model-tile"]').length >= count,
    count,
    { timeout: 60_000 },
  );
  return page.locator('[data-testid="model-tile"]').count();
}

export async function browseGrid(
  browser: Browser,
  origin: string,
  /** '' for the in-page simulator, `sim=server&simPort=N` for the app alone against sim:server. */
  backendQuery = '',
): Promise<BrowseGridFigures> {
  const query = backendQuery ? `?${backendQuery}` : '';
  const context = await newBenchContext(browser);
  const cold = await context.newPage();
  const coldSession = await context.newCDPSession(cold);
  await coldSession.send('Performance.enable');
  const coldStarted = Date.now();
  await cold.goto(`${origin}/girls${query}`);
  const tileCount = await tiles(cold, 98);
  const coldTilesMs = Date.now() - coldStarted;
  const coldScriptMs = (await scriptSeconds(coldSession)) * 1000;
  await cold.close();

  // The world is built and stored now; navigate client-side from home to the listing.
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as unknown as { layoutShift: number }).layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) (window as unknown as { layoutShift: number }).layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const session = await context.newCDPSession(page);
  await session.send('Performance.enable');
  await page.goto(`${origin}/${query}`);
  await tiles(page, 1);
  const before = await scriptSeconds(session);
  const navigated = Date.now();
  await page.evaluate(() => {
    history.pushState(history.state, '', `/girls${location.search}`);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  });
  await tiles(page, 98);
  const navigationMs = Date.now() - navigated;
  const navigationScriptMs = ((await scriptSeconds(session)) - before) * 1000;

  const frames = (await page.evaluate(async () => {
    const deltas: number[] = [];
    let previous = 0;
    let scrolling = true;
    const tick = (time: number) => {
      if (previous) deltas.push(time - previous);
      previous = time;
      if (scrolling) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const end = document.documentElement.scrollHeight - innerHeight;
    for (let step = 1; step <= 60; step++) {
      scrollTo(0, (end * step) / 60);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    scrolling = false;
    return deltas;
  })) as number[];
  const layoutShift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  const thumbnailsLoaded = await page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLImageElement>('.model-tile img')].filter(
        (image) => image.naturalWidth > 0,
      ).length,
  );
  await context.close();
  return {
    backend: backendQuery ? 'sim-server' : 'in-page',
    tiles: tileCount,
    thumbnailsLoaded,
    coldScriptMs,
    coldTilesMs,
    navigationScriptMs,
    navigationMs,
    scrollFrames: frames.length,
    scrollP50: percentile(frames, 50),
    scrollP95: percentile(frames, 95),
    scrollP99: percentile(frames, 99),
    layoutShift,
  };
}
