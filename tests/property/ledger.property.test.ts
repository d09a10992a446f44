import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../simulator/ledger/ledger';
import { ledgerProperty, newStats } from './ledger.model';

describe('ledger properties', () => {
  it('keeps every invariant over 1,000 random operation sequences', () => {
    const stats = newStats();
    fc.assert(ledgerProperty(stats), { numRuns: 1000, seed: 20261122 });
    // The generator must reach the interesting paths, or the property proves little.
    expect(stats.accepted).toBeGreaterThan(1000);
    expect(stats.rejected.insufficient_tokens).toBeGreaterThan(0);
    expect(stats.rejected.over_refund).toBeGreaterThan(0);
    expect(stats.deepestOverdraft).toBeLessThan(0);
  });

  it('fails on a ledger that lets a member overdraw (the property can fail)', () => {
    // A seeded bug: every account gets a credit line, so non-post-pay members can go negative.
    const lax = () => new Ledger({ creditLimit: (account) => (account === 'house' ? 0 : 1000) });
    const outcome = fc.check(ledgerProperty(undefined, lax), { numRuns: 1000, seed: 20261122 });
    expect(outcome.failed).toBe(true);
    expect(String(outcome.errorInstance)).toMatch(/model expected a rejection|negative without post-pay/);
  });
});
