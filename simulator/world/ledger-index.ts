import { type AccountId, type Ledger, type LedgerEntry, spendingKinds } from '../ledger/ledger';

const userOf = (account: AccountId) => Number(account.slice(5));

/** Lookups kept up to date from the ledger, so answers do not rescan every entry. */
export class LedgerIndex {
  readonly #purchasers = new Set<number>();
  /** user id -> (ledger seq of the purchase -> media id); refunds remove the purchase. */
  readonly #mediaBought = new Map<number, Map<number, number>>();

  add(entry: LedgerEntry) {
    if (entry.kind === 'purchase') this.#purchasers.add(userOf(entry.to));
    if (entry.kind === 'media_purchase' && entry.memo.mediaId !== undefined) {
      const bought = this.#mediaBought.get(userOf(entry.from)) ?? new Map<number, number>();
      bought.set(entry.seq, entry.memo.mediaId);
      this.#mediaBought.set(userOf(entry.from), bought);
    }
    if (entry.kind === 'refund' && entry.memo.refundOf !== undefined && entry.to !== 'house')
      this.#mediaBought.get(userOf(entry.to))?.delete(entry.memo.refundOf);
  }

  hasPurchase(userId: number): boolean {
    return this.#purchasers.has(userId);
  }

  mediaBought(userId: number): number[] {
    return [...new Set(this.#mediaBought.get(userId)?.values() ?? [])];
  }
}

/** Tokens an account spent (tips, shows, media) since a time; scans back from the newest entry. */
export function spentSince(ledger: Ledger, account: AccountId, since: number): number {
  const entries = ledger.entries();
  let spent = 0;
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index] as LedgerEntry;
    if (entry.at < since) break;
    if (entry.from === account && (spendingKinds as readonly string[]).includes(entry.kind))
      spent += entry.amount;
  }
  return spent;
}
