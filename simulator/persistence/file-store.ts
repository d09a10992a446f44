import { appendFile, mkdir, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { JournalRecord, JournalStore } from '../world/journal';
import { worldVersion } from '../world/world';

/** The journal on disk (sim server): one JSON line per record, appended, under .sim-data/. */
export function fileJournalStore(seed: string, directory = '.sim-data'): JournalStore & { path: string } {
  const path = join(directory, `${seed.replace(/[^a-zA-Z0-9_-]/g, '_')}-v${worldVersion}.jsonl`);
  return {
    path,
    async load() {
      const text = await readFile(path, 'utf8').catch(() => '');
      const records: JournalRecord[] = [];
      for (const line of text.split('\n')) {
        if (!line.trim()) continue;
        try {
          records.push(JSON.parse(line) as JournalRecord);
        } catch {
          // A torn last line (the server stopped mid-write): keep everything before it.
          break;
        }
      }
      return records;
    },
    async append(records) {
      await mkdir(dirname(path), { recursive: true });
      await appendFile(path, records.map((record) => `${JSON.stringify(record)}\n`).join(''));
    },
    async clear() {
      await rm(path, { force: true });
    },
  };
}
