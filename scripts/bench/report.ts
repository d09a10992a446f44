/**
 * docs/performance.md: the figures block between the markers is rewritten by each full
 * `npm run bench`; the rest of the file (method, history, before/after) is kept as written.
 */
import type { BrowseGridFigures } from './browse-grid';
import type { BusyRoomFigures } from './busy-room';
import { describeRuns, type LighthouseFigures } from './lighthouse';
import type { NodeDispatchFigures } from './node-dispatch';
import type { SoakFigures } from './soak';
import { mb, ms } from './stats';

const start = '<!-- bench:figures:start (written by npm run bench) -->';
const end = '<!-- bench:figures:end -->';

export interface Report {
  machine: {
    cpu: string;
    loadBefore: string;
    loadAfter: string;
    node: string;
    chromium: string;
    date: string;
    commit: string;
  };
  minutes: number;
  node: NodeDispatchFigures | null;
  grids: BrowseGridFigures[];
  busy: BusyRoomFigures[];
  soak: SoakFigures | null;
  lighthouse: LighthouseFigures[];
  previous: string | null;
}

const table = (header: string[], rows: string[][]) =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

function figures(report: Report): string {
  const { machine } = report;
  const parts = [
    `Run ${machine.date} at commit ${machine.commit}, ${report.minutes.toFixed(1)} min. Machine: ${machine.cpu}; load average (1, 5, 15 min) ${machine.loadBefore} before, ${machine.loadAfter} after; ${machine.chromium}; Node ${machine.node}.`,
  ];
  if (report.node)
    parts.push(
      `### Node: decode and dispatch\n\n${report.node.events.toLocaleString('en')} busy-room frames (JSON, packed) through protocol decode, then the room and chat machines: decode ${report.node.decodeMicros.toFixed(2)} µs + dispatch ${report.node.dispatchMicros.toFixed(2)} µs = **${report.node.totalMicros.toFixed(2)} µs per event, ${report.node.eventsPerSecond.toLocaleString('en')} events/s** (best round).`,
    );
  if (report.grids.length) {
    const grids = report.grids;
    parts.push(
      `### Browse grid (/girls, ${grids[0]?.tiles} tiles)\n\n${table(
        [
          'backend',
          'cold load scripting',
          'tiles shown after',
          'navigation from home: scripting',
          'navigation: tiles after',
          'scroll frames p50 / p95 / p99',
          'thumbnails loaded',
          'CLS',
        ],
        grids.map((grid) => [
          grid.backend,
          ms(grid.coldScriptMs),
          ms(grid.coldTilesMs),
          ms(grid.navigationScriptMs),
          ms(grid.navigationMs),
          `${ms(grid.scrollP50)} / ${ms(grid.scrollP95)} / ${ms(grid.scrollP99)} (${grid.scrollFrames} frames)`,
          `${grid.thumbnailsLoaded} of ${grid.tiles}`,
          grid.layoutShift.toFixed(3),
        ]),
      )}`,
    );
  }
  if (report.busy.length)
    parts.push(
      `### Busy room (${report.busy[0]?.seconds} s a run)\n\n${table(
        [
          'events/s',
          'mode',
          'frame p50',
          'p95',
          'p99',
          'long tasks (longest)',
          'heap growth',
          'Send p95',
          'Tip p95',
          'clicks landed',
          'DOM nodes',
        ],
        report.busy.map((run) => [
          String(run.rate),
          run.mode,
          ms(run.frameP50),
          ms(run.frameP95),
          ms(run.frameP99),
          `${run.longTasks} (${ms(run.longestTask)})${run.longTasks > 0 && run.longTasks <= 3 ? ` at ${run.longTaskTimes.join(', ')}` : ''}`,
          mb(run.heapGrowth),
          ms(run.sendLatency),
          ms(run.tipLatency),
          String(run.clicks),
          String(run.domNodes),
        ]),
      )}\n\n${ratios(report.busy)}`,
    );
  if (report.soak) {
    const soak = report.soak;
    parts.push(
      `### Soak (${soak.simulatedHours} simulated hours at ${soak.eventsPerSimulatedSecond} events/s, ${soak.speedUp}× speed-up)\n\n${table(
        ['simulated minutes', 'heap after GC', 'event listeners', 'DOM nodes', 'pending timers'],
        soak.samples.map((sample) => [
          String(Math.round(sample.simulatedMinutes)),
          mb(sample.heap),
          String(sample.listeners),
          String(sample.nodes),
          String(sample.timers),
        ]),
      )}`,
    );
  }
  if (report.lighthouse.length)
    parts.push(
      `### Lighthouse (the production bundle, with sim:server as its backend; the median run of each page)\n\n${table(
        [
          'page',
          'preset',
          'performance',
          'accessibility',
          'best practices',
          'SEO',
          'LCP',
          'TBT',
          'CLS',
          'audits losing points',
          'performance audits below 0.9',
        ],
        report.lighthouse.map((run) => [
          `${run.page} (${run.path})`,
          run.preset,
          run.runs.length > 1 ? `${run.performance} (runs: ${describeRuns(run)})` : String(run.performance),
          String(run.accessibility),
          String(run.bestPractices),
          String(run.seo),
          ms(run.lcpMs),
          ms(run.tbtMs),
          run.cls.toFixed(3),
          run.failing.join(', ') || 'none',
          run.opportunities.join(', ') || 'none',
        ]),
      )}`,
    );
  return parts.join('\n\n');
}

/** Frame p95 of the naive baseline over the app's, per rate. */
function ratios(runs: BusyRoomFigures[]): string {
  const lines = [...new Set(runs.map((run) => run.rate))].map((rate) => {
    const of = (mode: string) => runs.find((run) => run.rate === rate && run.mode === mode);
    const app = of('app-batched');
    const naive = of('naive');
    if (!app || !naive) return null;
    return `${rate}/s: naive p95 frame ${ms(naive.frameP95)} vs app ${ms(app.frameP95)} (${(naive.frameP95 / app.frameP95).toFixed(1)}×), heap growth ${mb(naive.heapGrowth)} vs ${mb(app.heapGrowth)}`;
  });
  return `Ratio to the naive baseline: ${lines.filter(Boolean).join('; ')}.`;
}

export function renderReport(report: Report): string {
  const block = `${start}\n\n${figures(report)}\n\n${end}`;
  const previous = report.previous;
  if (previous?.includes(start) && previous.includes(end))
    return (
      previous.slice(0, previous.indexOf(start)) + block + previous.slice(previous.indexOf(end) + end.length)
    );
  return `# Performance\n\n## Latest figures\n\n${block}\n`;
}
