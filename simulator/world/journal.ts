import type { LedgerEntry } from '../ledger/ledger';
import type { Gender } from './catalogue';
import type { Account } from './types';

/**
 * What the simulator persists: durable outcomes, in order. A reload rebuilds the world from the
 * seed, then replays these records (ledger entries as they were, account changes re-applied).
 * Live room activity (chat, shows in progress) is not durable and starts afresh.
 */
export type AccountChanges = Partial<
  Pick<
    Account,
    | 'displayName'
    | 'email'
    | 'gender'
    | 'birthDate'
    | 'hasCard'
    | 'emailConfirmed'
    | 'identityConfirmed'
    | 'ageVerificationRequired'
    | 'freeTokensOnHold'
    | 'avatarVersion'
    | 'membership'
    | 'postpayCreditLimit'
  >
>;

export type Mutation =
  | {
      type: 'account.registered';
      id: number;
      username: string;
      email: string;
      password: string;
      gender: Gender;
      birthDate: string;
    }
  | { type: 'account.updated'; userId: number; changes: AccountChanges }
  | { type: 'settings.updated'; userId: number; settings: Record<string, string | number> }
  | { type: 'follow.changed'; userId: number; username: string; following: boolean }
  | { type: 'media.visibility.changed'; userId: number; mediaId: number; hidden: boolean }
  | { type: 'session.opened'; sessionId: string; userId: number; nodeToken: string }
  | { type: 'session.closed'; sessionId: string }
  | { type: 'legal.signed'; documentId: number };

export type JournalRecord =
  | { kind: 'ledger'; at: number; entry: LedgerEntry }
  | { kind: 'mutation'; at: number; mutation: Mutation };

/** Where the journal lives: memory (tests), IndexedDB (in the page), a file (sim server). */
export interface JournalStore {
  load(): Promise<JournalRecord[]>;
  append(records: JournalRecord[]): Promise<void>;
  clear(): Promise<void>;
}

export function memoryJournalStore(
  initial: JournalRecord[] = [],
): JournalStore & { records: JournalRecord[] } {
  const records = [...initial];
  return {
    records,
    load: async () => [...records],
    append: async (more) => {
      records.push(...more);
    },
    clear: async () => {
      records.length = 0;
    },
  };
}
