/**
 * The simulator's virtual clock. World time only moves when the clock is advanced: by tests and
 * scripts explicitly, or by a live driver that follows real time (see `driveInRealTime`). Timers
 * run in due order, ties in scheduling order, so a run is reproducible.
 */
export interface VirtualClock {
  now(): number;
  /** Runs `task` once, `delayMs` after now. Returns a cancel function. */
  schedule(delayMs: number, task: () => void): () => void;
  /** Runs `task` every `intervalMs`, first after one interval. Returns a cancel function. */
  every(intervalMs: number, task: () => void): () => void;
  advance(ms: number): void;
  advanceTo(time: number): void;
  pendingTimers(): number;
}

interface Timer {
  id: number;
  due: number;
  task: () => void;
}

export function createVirtualClock(start: number): VirtualClock {
  let current = start;
  let nextId = 1;
  let timers: Timer[] = [];

  function cancel(id: number) {
    timers = timers.filter((timer) => timer.id !== id);
  }

  const clock: VirtualClock = {
    now: () => current,
    schedule(delayMs, task) {
      const timer = { id: nextId++, due: current + Math.max(0, delayMs), task };
      timers.push(timer);
      return () => cancel(timer.id);
    },
    every(intervalMs, task) {
      if (intervalMs <= 0) throw new Error('interval must be positive');
      let cancelCurrent = () => {};
      let stopped = false;
      const arm = () => {
        cancelCurrent = clock.schedule(intervalMs, () => {
          if (stopped) return;
          arm();
          task();
        });
      };
      arm();
      return () => {
        stopped = true;
        cancelCurrent();
      };
    },
    advance(ms) {
      clock.advanceTo(current + ms);
    },
    advanceTo(time) {
      if (time < current) return;
      for (;;) {
        let due: Timer | undefined;
        for (const timer of timers)
          if (
            timer.due <= time &&
            (!due || timer.due < due.due || (timer.due === due.due && timer.id < due.id))
          )
            due = timer;
        if (!due) break;
        cancel(due.id);
        current = due.due;
        due.task();
      }
      current = time;
    },
    pendingTimers: () => timers.length,
  };
  return clock;
}

/**
 * Follows real time: every `tickMs` the virtual clock advances by the real time elapsed (times
 * `speed`). Used by the in-page simulator and the sim server; never by tests.
 */
export function driveInRealTime(clock: VirtualClock, options: { tickMs?: number; speed?: number } = {}) {
  const tickMs = options.tickMs ?? 250;
  const speed = options.speed ?? 1;
  let last = performance.now();
  const handle = setInterval(() => {
    const real = performance.now();
    clock.advance(Math.round((real - last) * speed));
    last = real;
  }, tickMs);
  return () => clearInterval(handle);
}
