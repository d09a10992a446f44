/**
 * The busy-room bench page (scripts/bench/busy-room.ts drives it in headless Chromium). Query:
 * `?mode=app` mounts the app's chat panel (chat machine, tip controls) on a feed that hands each
 * decoded event over as it arrives; `?mode=app-batched` the same through the app's per-frame batching
 * (src/room/chat/feed.ts); `?mode=naive` the naive baseline. `window.bench.run({ rate, seconds })`
 * plays busy-room traffic (v3 frames, each in its own task, as socket messages arrive) and returns
 * frame times, long tasks and click latencies.
 */

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '../../../src/api/client';
import { ShellActorsProvider } from '../../../src/app/shell-actors';
import { ChatPanel } from '../../../src/room/chat/ChatPanel';
import { frameBatched, type RoomFeed } from '../../../src/room/chat/feed';
import { activeTimers } from './active-timers';
import '../../../src/styles/shell.css';
import { trafficCodec, trafficFrame } from '../room-traffic';
import { NaiveChat } from './naive-chat';

type Listener = Parameters<RoomFeed>[0];
const mode = new URLSearchParams(location.search).get('mode') ?? 'app';
const codec = trafficCodec();
const listeners = new Set<Listener>();
const socketFeed: RoomFeed = (listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const feed = mode === 'app-batched' ? frameBatched(socketFeed) : socketFeed;

// Each frame arrives in its own task, as a WebSocket message does; it is decoded there.
const socket = new MessageChannel();
socket.port1.onmessage = (message: MessageEvent<string>) => {
  const event = codec.decodeServerFrame(message.data);
  for (const listener of listeners) listener(event);
};

const longTasks: number[] = [];
/** When each long task started, from the run's start (to tell a mount, a click or a GC apart). */
const longTaskStarts: number[] = [];
let runStarted = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    longTasks.push(entry.duration);
    longTaskStarts.push(Math.round(entry.startTime - runStarted));
  }
}).observe({ type: 'longtask', buffered: false });

/** Click to next paint: from the click's timestamp to a task queued right after the next frame. */
const clicks: Record<string, number[]> = { Send: [], Tip: [] };
document.addEventListener(
  'click',
  (event) => {
    const label = (event.target as Element | null)?.closest('button')?.textContent?.trim() ?? '';
    const samples = clicks[label];
    if (!samples) return;
    const started = event.timeStamp;
    requestAnimationFrame(() => {
      const after = new MessageChannel();
      after.port1.onmessage = () => samples.push(performance.now() - started);
      after.port2.postMessage(null);
    });
  },
  true,
);

let sent = 0;
let received = 0;
listeners.add(() => {
  received += 1;
});

async function run({ rate, seconds, offset = 0 }: { rate: number; seconds: number; offset?: number }) {
  const frames: number[] = [];
  longTasks.length = 0;
  longTaskStarts.length = 0;
  clicks.Send = [];
  clicks.Tip = [];
  const started = performance.now();
  runStarted = started;
  const firstIndex = sent;
  let previous = 0;
  let running = true;
  const tick = (time: number) => {
    if (previous) frames.push(time - previous);
    previous = time;
    if (running) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  const pump = window.setInterval(() => {
    const due = Math.min(rate * seconds, Math.floor(((performance.now() - started) * rate) / 1000));
    while (sent - firstIndex < due) {
      socket.port2.postMessage(trafficFrame(codec, offset + sent));
      sent += 1;
    }
  }, 4);
  await new Promise((resolve) => window.setTimeout(resolve, seconds * 1000));
  window.clearInterval(pump);
  // Let what is queued drain before the last frame is counted.
  await new Promise((resolve) => window.setTimeout(resolve, 250));
  running = false;
  return {
    rate,
    seconds,
    sent: sent - firstIndex,
    received,
    frames,
    longTasks: [...longTasks],
    longTaskStarts: [...longTaskStarts],
    clicks: { Send: [...clicks.Send], Tip: [...clicks.Tip] },
    domNodes: document.getElementsByTagName('*').length,
    activeTimers: activeTimers(),
  };
}

const api = createApiClient(`${location.origin}/api`);
const queryClient = new QueryClient();

function Harness() {
  if (mode === 'naive') return <NaiveChat feed={feed} />;
  return (
    <ChatPanel
      api={api}
      room="demo_model"
      roomData={{}}
      viewer={{ username: 'bench_viewer', isAdmin: false, tokens: 1_000_000 }}
      whiteLabel={false}
      feed={feed}
      sendToRoom={() => true}
    />
  );
}

const router = createRouter({
  routeTree: createRootRoute({
    component: () => (
      <ShellActorsProvider>
        <main data-mode={mode}>
          <Harness />
        </main>
      </ShellActorsProvider>
    ),
  }),
  history: createMemoryHistory({ initialEntries: ['/'] }),
});

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
);

declare global {
  interface Window {
    bench: { run: typeof run; activeTimers: typeof activeTimers; mode: string };
  }
}
window.bench = { run, activeTimers, mode };
