import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffDelay, backoffLimits, backoffWindow, nextRandom } from './backoff';

const unit = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const failures = fc.nat({ max: 1000 });

describe('reconnect back-off', () => {
  it('first retry waits between 50 and 300 ms', () => {
    fc.assert(
      fc.property(unit, (u) => {
        const delay = backoffDelay(0, u);
        expect(delay).toBeGreaterThanOrEqual(50);
        expect(delay).toBeLessThanOrEqual(300);
      }),
    );
  });

  it('every retry waits at least 50 ms and at most the 3000 ms cap, as an integer', () => {
    fc.assert(
      fc.property(failures, unit, (n, u) => {
        const delay = backoffDelay(n, u);
        expect(Number.isInteger(delay)).toBe(true);
        expect(delay).toBeGreaterThanOrEqual(backoffLimits.firstMinMs);
        expect(delay).toBeLessThanOrEqual(backoffLimits.capMs);
        const { minMs, maxMs } = backoffWindow(n);
        expect(delay).toBeGreaterThanOrEqual(minMs);
        expect(delay).toBeLessThanOrEqual(maxMs);
      }),
    );
  });

  it('both ends of the window double until they reach the cap, and never shrink', () => {
    fc.assert(
      fc.property(failures, (n) => {
        const now = backoffWindow(n);
        const next = backoffWindow(n + 1);
        expect(next.maxMs).toBe(Math.min(backoffLimits.capMs, now.maxMs * 2));
        expect(next.minMs).toBe(Math.min(backoffLimits.capMs / 2, now.minMs * 2));
      }),
    );
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => backoffWindow(n))).toEqual([
      { minMs: 50, maxMs: 300 },
      { minMs: 100, maxMs: 600 },
      { minMs: 200, maxMs: 1200 },
      { minMs: 400, maxMs: 2400 },
      { minMs: 800, maxMs: 3000 },
      { minMs: 1500, maxMs: 3000 },
      { minMs: 1500, maxMs: 3000 },
    ]);
  });

  it('the jitter window never collapses, so capped retries stay spread over at least 1.5 s', () => {
    fc.assert(
      fc.property(failures, (n) => {
        const { minMs, maxMs } = backoffWindow(n);
        expect(maxMs - minMs).toBeGreaterThanOrEqual(250);
        expect(backoffDelay(n, 0)).toBe(minMs);
        expect(backoffDelay(n, 0.999999)).toBe(maxMs);
      }),
    );
  });

  it('clients with different seeds retry at different instants after the same outage', () => {
    // 500 clients dropped together, each on its 7th retry (capped): their waits must not bunch up.
    const delays = Array.from({ length: 500 }, (_, seed) => {
      let state = seed + 1;
      let delay = 0;
      for (let n = 0; n < 7; n++) {
        const draw = nextRandom(state);
        state = draw.state;
        delay = backoffDelay(n, draw.unit);
      }
      return delay;
    });
    const perBucket = new Map<number, number>();
    for (const delay of delays) {
      const bucket = Math.floor(delay / 100);
      perBucket.set(bucket, (perBucket.get(bucket) ?? 0) + 1);
    }
    expect(Math.min(...delays)).toBeLessThan(1700);
    expect(Math.max(...delays)).toBeGreaterThan(2800);
    // Uniform over 15 buckets of 100 ms: about 33 each; none holds more than a tenth of the clients.
    expect(Math.max(...perBucket.values())).toBeLessThan(50);
  });

  it('the seeded generator yields units in [0, 1) and the same sequence from the same seed', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const first = nextRandom(seed);
        const again = nextRandom(seed);
        expect(again).toEqual(first);
        expect(first.unit).toBeGreaterThanOrEqual(0);
        expect(first.unit).toBeLessThan(1);
        expect(Number.isInteger(first.state)).toBe(true);
      }),
    );
  });
});
