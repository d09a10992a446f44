import { hash32 } from './hash';

/**
 * The simulator's own seeded randomness (sfc32). Every random choice of the engine goes through an
 * Rng, so a seed, a scenario and a journal replay exactly. `fork(label)` derives an independent
 * stream, so adding draws in one place does not shift the draws of another.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A new array with the same items in a seeded order. */
  shuffle<T>(items: readonly T[]): T[];
  fork(label: string): Rng;
}

export function createRng(seed: string | number): Rng {
  const key = String(seed);
  let a = hash32(`a:${key}`);
  let b = hash32(`b:${key}`);
  let c = hash32(`c:${key}`);
  let d = hash32(`d:${key}`) | 1;

  function nextUint32(): number {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  }
  for (let warmUp = 0; warmUp < 12; warmUp += 1) nextUint32();

  const rng: Rng = {
    next: () => nextUint32() / 4294967296,
    int: (min, max) => min + Math.floor(rng.next() * (max - min + 1)),
    chance: (probability) => rng.next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('Rng.pick on an empty list');
      return items[Math.floor(rng.next() * items.length)] as (typeof items)[number];
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = Math.floor(rng.next() * (index + 1));
        [copy[index], copy[other]] = [copy[other] as never, copy[index] as never];
      }
      return copy;
    },
    fork: (label) => createRng(`${key}/${label}`),
  };
  return rng;
}
