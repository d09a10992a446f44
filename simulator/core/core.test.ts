import { describe, expect, it } from 'vitest';
import { createVirtualClock } from './clock';
import { digest } from './hash';
import { createRng } from './prng';

describe('seeded randomness', () => {
  it('repeats exactly for one seed and differs for another', () => {
    const draws = (seed: string) => Array.from({ length: 5 }, createRng(seed).next);
    expect(draws('42')).toEqual(draws('42'));
    expect(draws('42')).not.toEqual(draws('43'));
  });

  it('keeps forks independent of draws on the parent', () => {
    const plain = createRng('s').fork('rooms').int(0, 1e9);
    const parent = createRng('s');
    parent.next();
    expect(parent.fork('rooms').int(0, 1e9)).toBe(plain);
  });

  it('draws integers within bounds, both ends reachable', () => {
    const rng = createRng('bounds');
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(1, 3)));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });

  it('hashes to a stable digest', () => {
    expect(digest('a', 1)).toBe(digest('a', 1));
    expect(digest('a', 1)).not.toBe(digest('a', 2));
    expect(digest('a', 1)).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('virtual clock', () => {
  it('runs timers in due order, only when advanced past them', () => {
    const clock = createVirtualClock(1000);
    const ran: string[] = [];
    clock.schedule(200, () => ran.push(`b@${clock.now()}`));
    clock.schedule(100, () => ran.push(`a@${clock.now()}`));
    clock.advance(150);
    expect(ran).toEqual(['a@1100']);
    clock.advance(50);
    expect(ran).toEqual(['a@1100', 'b@1200']);
    expect(clock.now()).toBe(1200);
  });

  it('repeats an interval until cancelled and honours cancellation', () => {
    const clock = createVirtualClock(0);
    let count = 0;
    const stop = clock.every(60_000, () => {
      count += 1;
    });
    clock.advance(180_000);
    expect(count).toBe(3);
    stop();
    clock.advance(600_000);
    expect(count).toBe(3);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('runs a timer scheduled by another timer within the same advance', () => {
    const clock = createVirtualClock(0);
    const ran: number[] = [];
    clock.schedule(10, () => clock.schedule(10, () => ran.push(clock.now())));
    clock.advance(100);
    expect(ran).toEqual([20]);
  });
});
