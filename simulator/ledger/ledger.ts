/**
 * The token ledger: every token movement is one append-only entry that moves a positive amount
 * from one account to another, so the books always balance (the house account is where bought and
 * free tokens come from and payouts go). Balances are folds of the entries. `record` enforces the
 * invariants before anything is appended; `auditLedger` re-checks a whole history from scratch.
 */

/** A member or model account (`user:<id>`), or the house. */
export type AccountId = `user:${number}` | 'house';

export const accountOf = (userId: number): AccountId => `user:${userId}`;

/** Tokens enter from the house. */
export const mintingKinds = ['purchase', 'free_tokens'] as const;
/** Tokens move from a payer to a receiver (a model), and can be refunded. */
export const spendingKinds = [
  'tip',
  'private_minute',
  'spy_minute',
  'ticket',
  'recording',
  'media_purchase',
] as const;
export const ledgerKinds = [...mintingKinds, ...spendingKinds, 'refund', 'payout'] as const;

export type MintingKind = (typeof mintingKinds)[number];
export type SpendingKind = (typeof spendingKinds)[number];
export type LedgerKind = (typeof ledgerKinds)[number];

export type PaymentMethod = 'credit' | 'paypal' | 'crypto' | 'oneclick' | 'auto_reup' | 'postpay' | 'promo';

/** What an entry is about; only the fields that apply are set. */
export interface LedgerMemo {
  room?: string;
  mediaId?: number;
  productId?: string;
  /** Money paid, in US cents (purchases). */
  cents?: number;
  method?: PaymentMethod;
  transactionId?: string;
  refundOf?: number;
  reason?: string;
  comment?: string;
  source?: string;
  sessionId?: string;
}

export interface LedgerEntry {
  seq: number;
  at: number;
  kind: LedgerKind;
  from: AccountId;
  to: AccountId;
  amount: number;
  memo: LedgerMemo;
}

export type LedgerDraft = Omit<LedgerEntry, 'seq' | 'memo'> & { memo?: LedgerMemo };

export type LedgerRejection =
  | 'invalid_amount'
  | 'invalid_accounts'
  | 'time_went_backwards'
  | 'insufficient_tokens'
  | 'unknown_refund'
  | 'over_refund';

export type LedgerResult =
  | { ok: true; entry: LedgerEntry }
  | { ok: false; reason: LedgerRejection; message: string };

export interface LedgerPolicy {
  /** How far below zero an account may go: 0, or a post-pay user's credit line. */
  creditLimit(account: AccountId): number;
}

export const noCredit: LedgerPolicy = { creditLimit: () => 0 };

const isUser = (account: AccountId) => account !== 'house';

function shapeProblem(draft: LedgerDraft, original: LedgerEntry | undefined): LedgerRejection | null {
  const { kind, from, to } = draft;
  if (from === to) return 'invalid_accounts';
  if ((mintingKinds as readonly string[]).includes(kind))
    return from === 'house' && isUser(to) ? null : 'invalid_accounts';
  if ((spendingKinds as readonly string[]).includes(kind))
    return isUser(from) && isUser(to) ? null : 'invalid_accounts';
  if (kind === 'payout') return isUser(from) && to === 'house' ? null : 'invalid_accounts';
  // A refund reverses (part of) one earlier spending or purchase entry.
  if (!original || original.kind === 'refund' || original.kind === 'payout') return 'unknown_refund';
  return from === original.to && to === original.from ? null : 'invalid_accounts';
}

export class Ledger {
  readonly #entries: LedgerEntry[] = [];
  readonly #balances = new Map<AccountId, number>();
  readonly #refunded = new Map<number, number>();
  readonly #listeners = new Set<(entry: LedgerEntry) => void>();

  constructor(private readonly policy: LedgerPolicy = noCredit) {}

  balanceOf(account: AccountId): number {
    return this.#balances.get(account) ?? 0;
  }

  entries(): readonly LedgerEntry[] {
    return this.#entries;
  }

  entry(seq: number): LedgerEntry | undefined {
    return this.#entries[seq - 1];
  }

  /** How much of an entry can still be refunded. */
  refundable(seq: number): number {
    const original = this.entry(seq);
    if (!original || original.kind === 'refund' || original.kind === 'payout') return 0;
    return original.amount - (this.#refunded.get(seq) ?? 0);
  }

  /** What the payer may still spend: balance plus credit line. */
  spendable(account: AccountId): number {
    return this.balanceOf(account) + this.policy.creditLimit(account);
  }

  record(draft: LedgerDraft): LedgerResult {
    const reject = (reason: LedgerRejection, message: string): LedgerResult => ({
      ok: false,
      reason,
      message,
    });
    if (!Number.isSafeInteger(draft.amount) || draft.amount <= 0)
      return reject('invalid_amount', 'Amount must be a positive whole number of tokens');
    const last = this.#entries.at(-1);
    if (last && draft.at < last.at)
      return reject('time_went_backwards', 'Entries are appended in time order');
    const refundOf = draft.kind === 'refund' ? draft.memo?.refundOf : undefined;
    const original = refundOf === undefined ? undefined : this.entry(refundOf);
    const problem = shapeProblem(draft, original);
    if (problem)
      return reject(problem, `A ${draft.kind} cannot move tokens from ${draft.from} to ${draft.to}`);
    if (refundOf !== undefined && draft.amount > this.refundable(refundOf))
      return reject('over_refund', 'Refund exceeds what is left of the original entry');
    if (isUser(draft.from) && draft.amount > this.spendable(draft.from))
      return reject('insufficient_tokens', 'Not enough tokens');

    const entry: LedgerEntry = { ...draft, memo: draft.memo ?? {}, seq: this.#entries.length + 1 };
    this.#entries.push(entry);
    this.#balances.set(entry.from, this.balanceOf(entry.from) - entry.amount);
    this.#balances.set(entry.to, this.balanceOf(entry.to) + entry.amount);
    if (refundOf !== undefined)
      this.#refunded.set(refundOf, (this.#refunded.get(refundOf) ?? 0) + entry.amount);
    for (const listener of this.#listeners) listener(entry);
    return { ok: true, entry };
  }

  subscribe(listener: (entry: LedgerEntry) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

/** Balances as a fold of the entries, computed from nothing but the entries. */
export function foldBalances(entries: readonly LedgerEntry[]): Map<AccountId, number> {
  const balances = new Map<AccountId, number>();
  for (const { from, to, amount } of entries) {
    balances.set(from, (balances.get(from) ?? 0) - amount);
    balances.set(to, (balances.get(to) ?? 0) + amount);
  }
  return balances;
}

/** Every invariant over a whole history; returns the violations found (none for a sound ledger). */
export function auditLedger(entries: readonly LedgerEntry[], policy: LedgerPolicy = noCredit): string[] {
  const violations: string[] = [];
  const balances = new Map<AccountId, number>();
  const refunded = new Map<number, number>();
  entries.forEach((entry, index) => {
    const where = `entry ${entry.seq} (${entry.kind})`;
    if (entry.seq !== index + 1) violations.push(`${where}: seq out of order`);
    if (index > 0 && entry.at < (entries[index - 1]?.at ?? 0))
      violations.push(`${where}: time went backwards`);
    if (!Number.isSafeInteger(entry.amount) || entry.amount <= 0) violations.push(`${where}: bad amount`);
    const original = entry.memo.refundOf === undefined ? undefined : entries[entry.memo.refundOf - 1];
    if (entry.kind === 'refund' && (!original || original.seq >= entry.seq))
      violations.push(`${where}: refund of an unknown or later entry`);
    else if (shapeProblem(entry, original)) violations.push(`${where}: wrong accounts for its kind`);
    if (original && entry.kind === 'refund') {
      const total = (refunded.get(original.seq) ?? 0) + entry.amount;
      refunded.set(original.seq, total);
      if (total > original.amount) violations.push(`${where}: refunds exceed entry ${original.seq}`);
    }
    balances.set(entry.from, (balances.get(entry.from) ?? 0) - entry.amount);
    balances.set(entry.to, (balances.get(entry.to) ?? 0) + entry.amount);
    const payerBalance = balances.get(entry.from) ?? 0;
    if (isUser(entry.from) && payerBalance < -policy.creditLimit(entry.from))
      violations.push(`${where}: ${entry.from} went to ${payerBalance}, below its credit line`);
  });
  let total = 0;
  for (const balance of balances.values()) total += balance;
  if (total !== 0) violations.push(`tokens not conserved: balances sum to ${total}`);
  return violations;
}
