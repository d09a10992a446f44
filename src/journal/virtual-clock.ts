/**
 * The one clock of the connection machines, live and in replay. Time is virtual: it moves only when
 * told to, and each timer fires at its own due instant, in due order (ties in scheduling order).
 * Live, `runInRealTime` keeps it up with the wall clock; a replay moves it to each journal entry's
 * time. Same clock, same order, so a replay folds the journal exactly as the live run did.
 */
interface Timer {
  due: number;
  order: number;
  fn: () => void;
}

/** Implements XState's clock (`createActor(machine, { clock })`). */
export class VirtualClock {
  private current = 0;
  private scheduled = 0;
  private readonly timers = new Map<number, Timer>();
  private readonly listeners = new Set<() => void>();

  now(): number {
    return this.current;
  }

  setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    this.scheduled += 1;
    this.timers.set(this.scheduled, { due: this.current + Math.max(0, timeout), order: this.scheduled, fn });
    this.changed();
    return this.scheduled;
  }

  clearTimeout(id: number): void {
    if (this.timers.delete(id)) this.changed();
  }

  /** When the next timer is due, if any. */
  nextDue(): number | undefined {
    return this.next()?.due;
  }

  /** Fire every timer due at or before `time`, each at its own instant, then stand at `time`. */
  advanceTo(time: number): void {
    if (time < this.current) throw new Error(`The clock cannot go back from ${this.current} to ${time}`);
    for (let timer = this.next(); timer && timer.due <= time; timer = this.next()) {
      this.timers.delete(timer.order);
      this.current = timer.due;
      timer.fn();
    }
    this.current = time;
    this.changed();
  }

  /** Called whenever the set of timers or the time changes (the real-time pump re-arms on it). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private next(): Timer | undefined {
    let first: Timer | undefined;
    for (const timer of this.timers.values())
      if (!first || timer.due < first.due || (timer.due === first.due && timer.order < first.order))
        first = timer;
    return first;
  }

  private changed() {
    for (const listener of this.listeners) listener();
  }
}

export interface RealTime {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTime: RealTime = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Drive a virtual clock from the wall clock: virtual time is the time since start. `sync()` brings it
 * up to now; call it before handing the machines an input, so the input lands after every timer
 * that was due before it.
 */
export function runInRealTime(clock: VirtualClock, real: RealTime = browserTime) {
  const origin = real.now() - clock.now();
  let armed: unknown;
  let syncing = false;
  const elapsed = () => Math.max(clock.now(), real.now() - origin);
  const sync = () => {
    if (syncing) return;
    syncing = true;
    try {
      clock.advanceTo(elapsed());
    } finally {
      syncing = false;
    }
    arm();
  };
  const arm = () => {
    if (syncing) return;
    if (armed !== undefined) real.clearTimeout(armed);
    armed = undefined;
    const due = clock.nextDue();
    if (due !== undefined) armed = real.setTimeout(sync, Math.max(0, due - elapsed()));
  };
  const stopListening = clock.onChange(arm);
  arm();
  return {
    sync,
    stop() {
      stopListening();
      if (armed !== undefined) real.clearTimeout(armed);
    },
  };
}
