/**
 * Lighthouse (the `lighthouse` package) on Debian Chromium against the app built with the simulator:
 * home, a listing and a room, mobile and desktop presets, with the simulator in the page and with the
 * page talking to `npm run sim:server`. Scores and LCP, TBT, CLS.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumLaunchArgs } from '../chromium.mjs';
import { chromiumPath } from './browser';

/** The in-page simulator (what `npm run build` serves), or the app alone against `npm run sim:server`. */
export type LighthouseBackend = 'in-page' | 'sim-server';

export interface LighthouseFigures {
  page: string;
  path: string;
  preset: 'mobile' | 'desktop';
  backend: LighthouseBackend;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that lost points outside the performance category (what to fix next). */
  failing: string[];
}

export const lighthousePages = [
  { page: 'home', path: '/' },
  { page: 'listing', path: '/girls' },
  { page: 'room', path: '/demo_model' },
] as const;

export async function lighthouseRun(
  origin: string,
  page: (typeof lighthousePages)[number],
  preset: 'mobile' | 'desktop',
  backend: LighthouseBackend,
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumLaunchArgs],
  });
  try {
    const result = await lighthouse(
      `${origin}${page.path}${backend === 'sim-server' ? '?sim=server' : ''}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const { categories, audits } = result.lhr;
    const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      (categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}:${ref.id}`),
    );
    const score = (id: string) => Math.round((categories[id]?.score ?? Number.NaN) * 100);
    return {
      ...page,
      preset,
      backend,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      failing,
    };
  } finally {
    chrome.kill();
  }
}
