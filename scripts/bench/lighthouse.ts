/**
 * Lighthouse (the `lighthouse` package) on Debian Chromium against the production bundle (built for a
 * real backend, no simulator code) whose backend is `npm run sim:server`: home, a listing and a room,
 * mobile and desktop presets. Scores and LCP, TBT, CLS.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumLaunchArgs } from '../chromium.mjs';
import { chromiumPath } from './browser';

export interface LighthouseFigures {
  page: string;
  path: string;
  preset: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that lost points outside the performance category (what to fix next). */
  failing: string[];
  /** The performance audits that cost the most (Lighthouse's estimated savings), for the next fix. */
  opportunities: string[];
  /**
   * Lighthouse's measure of the host's CPU speed during the run. Its 4× mobile slowdown is calibrated
   * for 1,500 to 2,000 (a high-end desktop); below that every task counts for more.
   */
  benchmarkIndex: number;
  /** Every run's performance score and host index, when this is the median of several. */
  runs: Array<{ performance: number; benchmarkIndex: number }>;
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
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumLaunchArgs],
  });
  try {
    const result = await lighthouse(
      `${origin}${page.path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    // LIGHTHOUSE_REPORTS=dir keeps each full report (the trace-derived audits behind the figures).
    const reportDir = process.env.LIGHTHOUSE_REPORTS;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const name = `${page.page}-${preset}-${Date.now()}`;
      writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(result.lhr));
      // The unthrottled trace Lighthouse's simulation works from (its tasks, times 4 on mobile).
      const trace = (result.artifacts as { Trace?: unknown }).Trace;
      if (trace) writeFileSync(join(reportDir, `${name}.trace.json`), JSON.stringify(trace));
    }
    const { categories, audits } = result.lhr;
    const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      (categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}:${ref.id}`),
    );
    const opportunities = (categories.performance?.auditRefs ?? [])
      .map((ref) => audits[ref.id])
      .filter(
        (audit) =>
          audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => `${audit?.id}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? Number.NaN) * 100);
    return {
      ...page,
      preset,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      failing,
      opportunities,
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      runs: [],
    };
  } finally {
    chrome.kill();
  }
}

/** The run with the median performance score (its own LCP, TBT and audits, not a mix of runs). */
export function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse run');
  return {
    ...median,
    runs: runs.map(({ performance, benchmarkIndex }) => ({ performance, benchmarkIndex })),
  };
}

/** "95 (host 1,804)" for each run: the host's CPU speed explains much of the spread between runs. */
export const describeRuns = (figures: LighthouseFigures): string =>
  figures.runs
    .map((run) => `${run.performance} (host ${run.benchmarkIndex.toLocaleString('en-US')})`)
    .join(', ');
