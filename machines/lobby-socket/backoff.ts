/**
 * Reconnect back-off of the lobby socket (spec 2 section 9: starts between 50 and 300 ms, doubles,
 * caps at 3000 ms) with the jitter of docs/decisions/0009-backoff-jitter.md: each retry waits
 * a uniformly drawn time inside a window whose both ends double until the cap. Pure: the random unit
 * comes from the seeded generator below, whose state the machine keeps in its context.
 */

export const backoffLimits = { firstMinMs: 50, firstMaxMs: 300, capMs: 3000 } as const;

/** The window of the retry after `failures` consecutive failures (0 = the first retry). */
export function backoffWindow(failures: number): { minMs: number; maxMs: number } {
  const { firstMinMs, firstMaxMs, capMs } = backoffLimits;
  // 2^7 already passes the cap; clamping keeps the arithmetic exact for any count.
  const factor = 2 ** Math.min(Math.max(0, Math.floor(failures)), 7);
  return {
    minMs: Math.min(capMs / 2, firstMinMs * factor),
    maxMs: Math.min(capMs, firstMaxMs * factor),
  };
}

/** The delay of that retry for a random unit in [0, 1): an integer in [minMs, maxMs]. */
export function backoffDelay(failures: number, unit: number): number {
  const { minMs, maxMs } = backoffWindow(failures);
  const clamped = Math.min(Math.max(unit, 0), 1);
  return Math.min(maxMs, minMs + Math.floor(clamped * (maxMs - minMs + 1)));
}

/**
 * One step of mulberry32, a small seeded generator: the next unit in [0, 1) and the next state.
 * The state lives in machine context, so a replay from the same seed draws the same delays.
 */
export function nextRandom(state: number): { unit: number; state: number } {
  const next = (state + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { unit: ((t ^ (t >>> 14)) >>> 0) / 4294967296, state: next };
}
