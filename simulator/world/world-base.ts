import { createVirtualClock, type VirtualClock } from '../core/clock';
import { createRng, type Rng } from '../core/prng';
import { type AccountId, accountOf, Ledger, type LedgerDraft, type LedgerEntry } from '../ledger/ledger';
import type { Outcome, WorldCore } from './context';
import { type ChatUser, type FactListener, FactStream, type WorldFactBody } from './facts';
import { generateWorld, generateWorldOnce, type WorldData } from './generate';
import type { JournalRecord, JournalStore, Mutation } from './journal';
import { LedgerIndex } from './ledger-index';
import { applyMutation, type Session } from './mutations';
import type { Account } from './types';

export const day = 86_400_000;
/** Bumped when generation changes, so persisted journals of an older world are not replayed. */
export const worldVersion = 1;
/** The default virtual start time (a fixed date keeps seeded worlds reproducible). */
export const defaultEpoch = Date.UTC(2026, 10, 1, 12, 0, 0);
export const defaultSeed = 'livecams';

export interface WorldOptions {
  seed?: string;
  epoch?: number;
  store?: JournalStore;
  /** Copy a world generated earlier for the same seed instead of generating it again (tests). */
  reuseGeneration?: boolean;
}

/**
 * The world's foundation: generated data, the ledger, the clock, facts, lookups and the journal
 * (what is durable, and its replay). The commands live in the subclasses (world-accounts.ts,
 * world-spending.ts, world.ts), one concern each.
 */
export abstract class WorldBase implements WorldCore {
  readonly data: WorldData;
  readonly ledger: Ledger;
  readonly clock: VirtualClock;
  readonly rng: Rng;
  readonly facts = new FactStream();
  readonly sessions = new Map<string, Session>();
  protected readonly ledgerIndex = new LedgerIndex();
  protected sessionCounter = 0;
  readonly #store: JournalStore | undefined;
  #journaling = false;
  #pending: JournalRecord[] = [];
  #flushing: Promise<void> = Promise.resolve();

  constructor(options: WorldOptions = {}) {
    const seed = options.seed ?? defaultSeed;
    const epoch = options.epoch ?? defaultEpoch;
    this.data = options.reuseGeneration ? generateWorldOnce(seed, epoch) : generateWorld(seed, epoch);
    this.rng = createRng(`${seed}/engine`);
    this.clock = createVirtualClock(epoch - 2 * day);
    this.#store = options.store;
    this.ledger = new Ledger({
      creditLimit: (account: AccountId) =>
        account === 'house' ? 0 : (this.account(Number(account.slice(5)))?.postpayCreditLimit ?? 0),
    });
    for (const draft of this.data.genesis) {
      const result = this.ledger.record(draft);
      if (!result.ok) throw new Error(`genesis entry rejected: ${result.message}`);
    }
    for (const entry of this.ledger.entries()) this.ledgerIndex.add(entry);
    this.clock.advanceTo(epoch);
    this.ledger.subscribe((entry) => this.#onLedgerEntry(entry));
  }

  /** Records a token movement through the ledger, enforcing spending limits (world-spending.ts). */
  abstract charge(draft: LedgerDraft): Outcome<LedgerEntry>;

  /** From now on durable changes are journaled; true the first time. */
  protected beginJournaling(): boolean {
    if (this.#journaling) return false;
    this.#journaling = true;
    return true;
  }

  // --- lookups -------------------------------------------------------------------------------

  account(id: number): Account | undefined {
    return this.data.accounts.get(id);
  }

  accountByName(username: string): Account | undefined {
    return this.data.byUsername.get(username.toLowerCase());
  }

  accountByLogin(login: string): Account | undefined {
    const key = login.trim().toLowerCase();
    return this.data.byUsername.get(key) ?? this.data.byEmail.get(key);
  }

  model(username: string): Account | undefined {
    const account = this.accountByName(username);
    return account?.model ? account : undefined;
  }

  tokensOf(userId: number): number {
    return this.ledger.balanceOf(accountOf(userId));
  }

  hasPurchase(userId: number): boolean {
    return this.ledgerIndex.hasPurchase(userId);
  }

  chatUser(account: Account): ChatUser {
    const tokens = this.tokensOf(account.id);
    return {
      username: account.username,
      gender: account.gender,
      is_model: account.role === 'model',
      is_vip: account.membership === 'vip',
      is_super_vip: account.membership === 'super_vip',
      has_tokens: tokens > 0,
      email_confirmed: account.emailConfirmed,
      has_cc: account.hasCard,
      has_purchase: this.hasPurchase(account.id),
      is_guest: false,
      recentTips: 0,
      tokens,
      invisible_mode_level: Number(account.settings.invisible_mode_level ?? 0),
    };
  }

  subscribe(listener: FactListener): () => void {
    return this.facts.subscribe(listener);
  }

  emit(body: WorldFactBody) {
    return this.facts.emit(body, this.clock.now());
  }

  // --- journal -------------------------------------------------------------------------------

  #onLedgerEntry(entry: LedgerEntry) {
    this.ledgerIndex.add(entry);
    for (const side of [entry.from, entry.to]) {
      if (side === 'house') continue;
      const userId = Number(side.slice(5));
      const account = this.account(userId);
      if (!account) continue;
      const change = side === entry.from ? -entry.amount : entry.amount;
      this.emit({
        type: 'balance.changed',
        userId,
        username: account.username,
        tokens: this.tokensOf(userId),
        change,
        kind: entry.kind,
      });
    }
    this.#journal({ kind: 'ledger', at: entry.at, entry });
  }

  #journal(record: JournalRecord) {
    if (!this.#journaling || !this.#store) return;
    this.#pending.push(record);
    if (this.#pending.length === 1) queueMicrotask(() => void this.flush());
  }

  /** Writes pending journal records; resolves when they are stored. */
  flush(): Promise<void> {
    const store = this.#store;
    if (!store || this.#pending.length === 0) return this.#flushing;
    const batch = this.#pending;
    this.#pending = [];
    this.#flushing = this.#flushing
      .then(() => store.append(batch))
      .catch((error: unknown) => {
        console.error('simulator: could not persist the journal', error);
      });
    return this.#flushing;
  }

  protected replay(records: JournalRecord[]) {
    for (const record of records) {
      if (record.at > this.clock.now()) this.clock.advanceTo(record.at);
      if (record.kind === 'mutation') {
        this.#apply(record.mutation);
        continue;
      }
      const { seq, ...draft } = record.entry;
      const result = this.ledger.record(draft);
      if (!result.ok || result.entry.seq !== seq) {
        console.warn('simulator: the persisted journal does not fit this world; replay stopped at', seq);
        return;
      }
    }
  }

  /** Applies and journals a durable change. */
  protected commit(mutation: Mutation) {
    this.#apply(mutation);
    this.#journal({ kind: 'mutation', at: this.clock.now(), mutation });
  }

  #apply(mutation: Mutation) {
    if (mutation.type === 'session.opened') this.sessionCounter += 1;
    applyMutation(this, mutation, this.clock.now());
  }
}
