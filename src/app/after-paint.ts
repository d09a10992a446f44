/**
 * Resolves once the browser has painted the current frame and then found the main thread idle (at
 * most `timeoutMs` later, and after `timeoutMs` when frames stop, as in a hidden tab). Work that the
 * first screen does not show (the live sockets' chunk, the HLS player's) starts here, so its download
 * and evaluation do not hold up the first paint on a slow phone.
 */
export function afterPaint(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
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

/** Ends the current task: what follows runs in a new one, so input and paint can come in between. */
export function yieldToMain(): Promise<void> {
  // scheduler.yield() resumes ahead of other queued tasks (Chromium); elsewhere a new timer task.
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
