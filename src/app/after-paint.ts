/**
 * Resolves once the page has shown its first contentful paint, the browser has painted the current
 * frame and then found the main thread idle (each step at most `timeoutMs`, which also covers a
 * hidden tab, where frames stop). Work that the first screen does not show (the live sockets' chunk,
 * the HLS player's) starts here, so its download and evaluation do not hold up the first paint on a
 * slow phone.
 */
export async function afterPaint(timeoutMs = 1000): Promise<void> {
  await firstContentfulPaint(timeoutMs);
  await new Promise<void>((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(fallback);
      resolve();
    };
    const fallback = setTimeout(finish, timeoutMs);
    requestAnimationFrame(() => {
      // The frame's paint follows this callback; idle time after it, or the next task without rIC.
      if (typeof requestIdleCallback === 'function') requestIdleCallback(finish, { timeout: timeoutMs });
      else setTimeout(finish, 0);
    });
  });
}

let firstPaintSeen = false;

/**
 * The first contentful paint's entry arrives once the frame is on screen. Idle time after a frame's
 * paint on the main thread can come before that (the compositor presents it a little later), and a
 * request started there competes with the first screen's own for the network.
 */
function firstContentfulPaint(timeoutMs: number): Promise<void> {
  if (firstPaintSeen || typeof PerformanceObserver === 'undefined') return Promise.resolve();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = () => {
      firstPaintSeen = true;
      observer.disconnect();
      clearTimeout(fallback);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
    });
    const fallback = setTimeout(finish, timeoutMs);
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Ends the current task: what follows runs in a new one, so input and paint can come in between. */
export function yieldToMain(): Promise<void> {
  // scheduler.yield() resumes ahead of other queued tasks (Chromium); elsewhere a new timer task.
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
