/**
 * The ledger property, shared by the suite (1,000 runs) and `npm run sim:ledger-check` (10,000
 * runs): random sequences of token movements, each checked against a plain reference model, with
 * every invariant re-checked after every step.
 */
import fc from 'fast-check';
import {
  type AccountId,
  accountOf,
  auditLedger,
  foldBalances,
  Ledger,
  type LedgerKind,
  type LedgerPolicy,
  type LedgerRejection,
  mintingKinds,
  spendingKinds,
} from '../../simulator/ledger/ledger';

const userCount = 5;
/** Users 0 and 1 are post-pay with a credit line; the others may never go below zero. */
const creditLines: Record<number, number> = { 0: 500, 1: 120 };
export const policy: LedgerPolicy = {
  creditLimit: (account) => (account === 'house' ? 0 : (creditLines[Number(account.slice(5))] ?? 0)),
};

export type LedgerOperation =
  | { op: 'mint'; kind: LedgerKind; to: number; amount: number }
  | { op: 'spend'; kind: LedgerKind; from: number; to: number; amount: number }
  | { op: 'refund'; pick: number; fraction: number }
  | { op: 'payout'; from: number; amount: number }
  | { op: 'wait'; ms: number };

const user = fc.integer({ min: 0, max: userCount - 1 });
/** Mostly sane amounts, sometimes zero, negative, fractional or huge. */
const amount = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 400 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -5, 2.5, Number.MAX_SAFE_INTEGER + 2) },
);

export const ledgerOperation: fc.Arbitrary<LedgerOperation> = fc.oneof(
  fc.record({ op: fc.constant('mint' as const), kind: fc.constantFrom(...mintingKinds), to: user, amount }),
  fc.record({
    op: fc.constant('spend' as const),
    kind: fc.constantFrom(...spendingKinds),
    from: user,
    to: user,
    amount,
  }),
  fc.record({
    op: fc.constant('refund' as const),
    pick: fc.nat(),
    fraction: fc.double({ min: 0.1, max: 1.3, noNaN: true }),
  }),
  fc.record({ op: fc.constant('payout' as const), from: user, amount }),
  fc.record({ op: fc.constant('wait' as const), ms: fc.integer({ min: -1000, max: 120_000 }) }),
);

export interface RunStats {
  operations: number;
  accepted: number;
  rejected: Partial<Record<LedgerRejection, number>>;
  deepestOverdraft: number;
}

export function newStats(): RunStats {
  return { operations: 0, accepted: 0, rejected: {}, deepestOverdraft: 0 };
}

/** Applies the operations to a real Ledger and to the reference model, asserting after each step. */
export function runLedgerOperations(
  operations: LedgerOperation[],
  stats: RunStats = newStats(),
  ledger: Ledger = new Ledger(policy),
): void {
  const expected = new Map<AccountId, number>();
  const refundedSoFar = new Map<number, number>();
  let now = 0;
  const balance = (account: AccountId) => expected.get(account) ?? 0;
  const validAmount = (value: number) => Number.isSafeInteger(value) && value > 0;

  for (const operation of operations) {
    stats.operations += 1;
    if (operation.op === 'wait') {
      now += operation.ms;
    }
    let draft: Parameters<Ledger['record']>[0] | undefined;
    let shouldAccept = false;
    const lastAt = ledger.entries().at(-1)?.at ?? Number.NEGATIVE_INFINITY;
    const timeOk = now >= lastAt;
    if (operation.op === 'mint') {
      draft = {
        kind: operation.kind,
        from: 'house',
        to: accountOf(operation.to),
        amount: operation.amount,
        at: now,
      };
      shouldAccept = validAmount(operation.amount) && timeOk;
    } else if (operation.op === 'spend' || operation.op === 'payout') {
      const from = accountOf(operation.from);
      const to = operation.op === 'spend' ? accountOf(operation.to) : 'house';
      const kind = operation.op === 'spend' ? operation.kind : 'payout';
      draft = { kind, from, to, amount: operation.amount, at: now };
      shouldAccept =
        validAmount(operation.amount) &&
        timeOk &&
        from !== to &&
        operation.amount <= balance(from) + policy.creditLimit(from);
    } else if (operation.op === 'refund') {
      const refundable = ledger
        .entries()
        .filter((entry) => entry.kind !== 'refund' && entry.kind !== 'payout');
      const original = refundable[operation.pick % Math.max(1, refundable.length)];
      if (original) {
        const wanted = Math.max(1, Math.round(original.amount * operation.fraction));
        const left = original.amount - (refundedSoFar.get(original.seq) ?? 0);
        draft = {
          kind: 'refund',
          from: original.to,
          to: original.from,
          amount: wanted,
          at: now,
          memo: { refundOf: original.seq },
        };
        shouldAccept =
          timeOk &&
          wanted <= left &&
          (original.to === 'house' || wanted <= balance(original.to) + policy.creditLimit(original.to));
      }
    }
    if (!draft) continue;

    const result = ledger.record(draft);
    if (result.ok !== shouldAccept)
      throw new Error(
        `${JSON.stringify(draft)}: ledger said ${result.ok ? 'ok' : result.reason}, model expected ${shouldAccept ? 'ok' : 'a rejection'}`,
      );
    if (result.ok) {
      stats.accepted += 1;
      expected.set(draft.from, balance(draft.from) - draft.amount);
      expected.set(draft.to, balance(draft.to) + draft.amount);
      const refundOf = draft.memo?.refundOf;
      if (refundOf !== undefined)
        refundedSoFar.set(refundOf, (refundedSoFar.get(refundOf) ?? 0) + draft.amount);
    } else {
      stats.rejected[result.reason] = (stats.rejected[result.reason] ?? 0) + 1;
    }
    assertInvariants(ledger, expected, stats);
  }
}

function assertInvariants(ledger: Ledger, expected: Map<AccountId, number>, stats: RunStats) {
  const folded = foldBalances(ledger.entries());
  let total = 0;
  for (let index = 0; index < userCount; index += 1) {
    const account = accountOf(index);
    const live = ledger.balanceOf(account);
    if (live !== (expected.get(account) ?? 0))
      throw new Error(`${account}: ledger ${live}, model ${expected.get(account)}`);
    if (live !== (folded.get(account) ?? 0))
      throw new Error(`${account}: cached balance differs from the fold`);
    if (live < -policy.creditLimit(account))
      throw new Error(`${account} went to ${live}, below its credit line`);
    if (live < 0 && policy.creditLimit(account) === 0)
      throw new Error(`${account} negative without post-pay`);
    stats.deepestOverdraft = Math.min(stats.deepestOverdraft, live);
  }
  for (const value of folded.values()) total += value;
  if (total !== 0) throw new Error(`tokens not conserved: ${total}`);
  const violations = auditLedger(ledger.entries(), policy);
  if (violations.length) throw new Error(`audit: ${violations.join('; ')}`);
}

export const ledgerProperty = (stats?: RunStats, createLedger = () => new Ledger(policy)) =>
  fc.property(fc.array(ledgerOperation, { maxLength: 80, size: 'large' }), (operations) => {
    runLedgerOperations(operations, stats, createLedger());
  });
