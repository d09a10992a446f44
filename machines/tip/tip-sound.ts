/**
 * Which sound a tip plays (spec 1 section 9): five tiers by amount, with special sounds at 9, 69, 169,
 * 321, 420, 666, 777, and 1000 except on white-label sites.
 */
export const specialTipAmounts = [9, 69, 169, 321, 420, 666, 777, 1000] as const;
export type TipTier = 'under-15' | 'under-100' | 'under-500' | 'under-1000' | 'from-1000';

export type TipSound = { kind: 'special'; amount: number } | { kind: 'tier'; tier: TipTier };

export function tipSoundFor(amount: number, options: { whiteLabel: boolean }): TipSound {
  const special = specialTipAmounts.some((value) => value === amount);
  if (special && !(amount === 1000 && options.whiteLabel)) return { kind: 'special', amount };
  if (amount < 15) return { kind: 'tier', tier: 'under-15' };
  if (amount < 100) return { kind: 'tier', tier: 'under-100' };
  if (amount < 500) return { kind: 'tier', tier: 'under-500' };
  if (amount < 1000) return { kind: 'tier', tier: 'under-1000' };
  return { kind: 'tier', tier: 'from-1000' };
}

/** A user's volume_tip setting (0 to 100, default 70) as a gain from 0 to 1. */
export function tipVolume(setting: unknown): number {
  const value = Number(setting);
  if (setting === undefined || setting === null || setting === '' || !Number.isFinite(value)) return 0.7;
  return Math.min(100, Math.max(0, value)) / 100;
}
