/**
 * Counts the page's pending timers (setTimeout not yet fired or cleared, live setInterval), for the
 * soak run. Imported first, so every later module's timers go through it.
 */
const pending = new Set<number>();
const originalSetTimeout = window.setTimeout.bind(window);
const originalClearTimeout = window.clearTimeout.bind(window);
const originalSetInterval = window.setInterval.bind(window);
const originalClearInterval = window.clearInterval.bind(window);

window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
  const id = originalSetTimeout(
    (...args: unknown[]) => {
      pending.delete(id);
      if (typeof handler === 'function') handler(...args);
    },
    delay,
    ...rest,
  );
  pending.add(id);
  return id;
}) as typeof window.setTimeout;
window.clearTimeout = ((id?: number) => {
  if (id !== undefined) pending.delete(id);
  originalClearTimeout(id);
}) as typeof window.clearTimeout;
window.setInterval = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
  const id = originalSetInterval(handler, delay, ...rest);
  pending.add(id);
  return id;
}) as typeof window.setInterval;
window.clearInterval = ((id?: number) => {
  if (id !== undefined) pending.delete(id);
  originalClearInterval(id);
}) as typeof window.clearInterval;

export const activeTimers = () => pending.size;
