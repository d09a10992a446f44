import type { VirtualClock } from '../core/clock';
import type { Rng } from '../core/prng';
import type { Ledger, LedgerDraft, LedgerEntry } from '../ledger/ledger';
import type { ChatUser, WorldFact, WorldFactBody } from './facts';
import type { WorldData } from './generate';
import type { Account } from './types';

/** A command's answer: a value, or a documented error (errorType is the API's machine-readable code). */
export type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; errorType: string; error: string; fields?: Record<string, string> };

export const succeed = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const fail = <T = never>(errorType: string, error: string): Outcome<T> => ({
  ok: false,
  errorType,
  error,
});

/** What room and show logic may use of the world (kept apart from World to avoid import cycles). */
export interface WorldCore {
  readonly data: WorldData;
  readonly ledger: Ledger;
  readonly clock: VirtualClock;
  readonly rng: Rng;
  emit(body: WorldFactBody): WorldFact;
  account(id: number): Account | undefined;
  accountByName(username: string): Account | undefined;
  tokensOf(userId: number): number;
  chatUser(account: Account): ChatUser;
  /** Records a token movement through the ledger, enforcing spending limits; emits balance facts. */
  charge(draft: LedgerDraft): Outcome<LedgerEntry>;
}
