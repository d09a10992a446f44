import { describe, expect, it } from 'vitest';
import { runInRealTime, VirtualClock } from './virtual-clock';

describe('virtual clock', () => {
  it('fires each timer at its own instant, in due order, ties in scheduling order', () => {
    const clock = new VirtualClock();
    const fired: string[] = [];
    clock.setTimeout(() => fired.push(`b@${clock.now()}`), 200);
    clock.setTimeout(() => {
      fired.push(`a@${clock.now()}`);
      // A timer started by a timer counts from that timer's instant, not from the end of the jump.
      clock.setTimeout(() => fired.push(`c@${clock.now()}`), 50);
    }, 100);
    clock.setTimeout(() => fired.push(`d@${clock.now()}`), 200);
    const cancelled = clock.setTimeout(() => fired.push('never'), 120);
    clock.clearTimeout(cancelled);
    clock.advanceTo(1_000);
    expect(fired).toEqual(['a@100', 'c@150', 'b@200', 'd@200']);
    expect(clock.now()).toBe(1_000);
    expect(() => clock.advanceTo(999)).toThrow(/cannot go back/);
  });

  it('runs in real time: a real timer brings it to the due instant, sync to the present', () => {
    const clock = new VirtualClock();
    let now = 1_000;
    const pending: { due: number; fn: () => void }[] = [];
    const pump = runInRealTime(clock, {
      now: () => now,
      setTimeout: (fn, ms) => pending.push({ due: now + ms, fn }),
      clearTimeout: () => pending.splice(0),
    });
    const fired: number[] = [];
    clock.setTimeout(() => fired.push(clock.now()), 300);
    expect(pending.at(-1)?.due).toBe(1_300);
    now = 1_310; // the browser runs the timer 10 ms late
    pending.at(-1)?.fn();
    expect(fired).toEqual([300]);
    expect(clock.now()).toBe(310);
    now = 2_000;
    pump.sync();
    expect(clock.now()).toBe(1_000);
    pump.stop();
  });
});
