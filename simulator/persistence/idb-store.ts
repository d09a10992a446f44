import { clear, createStore, entries, setMany } from 'idb-keyval';
import type { JournalRecord, JournalStore } from '../world/journal';
import { worldVersion } from '../world/world';

/**
 * The journal in IndexedDB (in the page): one database per seed and world version, one key per
 * record (its position), so appending writes only the new records. A reload keeps balances,
 * purchases, follows, settings and sign-ins.
 */
export function indexedDbJournalStore(seed: string): JournalStore {
  const store = createStore(`livecams-sim-${seed}-v${worldVersion}`, 'journal');
  let count: number | undefined;
  return {
    async load() {
      const stored = await entries<number, JournalRecord>(store);
      stored.sort((a, b) => a[0] - b[0]);
      count = stored.length;
      return stored.map(([, record]) => record);
    },
    async append(records) {
      count ??= (await entries(store)).length;
      const start = count;
      count += records.length;
      await setMany(
        records.map((record, index) => [start + index, record]),
        store,
      );
    },
    async clear() {
      count = 0;
      await clear(store);
    },
  };
}
