/**
 * A journal as one file: MessagePack of { format, version, header, endedAt, dropped, entries }.
 * Reading validates it all, since the file comes from outside: the envelope here, each event in
 * journal-events.ts.
 */
import { Packr, Unpackr } from 'msgpackr';
import { z } from 'zod/mini';
import type { JournalEntry, JournalHeader } from './journal';
import { journalEntryProblem } from './journal-events';

export const journalFormat = 'livecams-journal';
export const journalFormatVersion = 1;

export interface JournalFile {
  format: typeof journalFormat;
  version: typeof journalFormatVersion;
  header: JournalHeader;
  /** The virtual time the recording stopped at: a replay runs the clock up to it. */
  endedAt: number;
  dropped: number;
  entries: JournalEntry[];
}

const packr = new Packr({ useRecords: false, variableMapSize: true });
const unpackr = new Unpackr({ useRecords: false, mapsAsObjects: true });

const entrySchema = z.object({
  at: z.number(),
  actor: z.string(),
  kind: z.enum(['spawn', 'inbound', 'outbound', 'input']),
  event: z.catchall(z.object({ type: z.string() }), z.unknown()),
});

const fileSchema = z.object({
  format: z.literal(journalFormat),
  version: z.literal(journalFormatVersion),
  header: z.object({
    simulatorSeed: z.nullable(z.number()),
    note: z.optional(z.string()),
  }),
  endedAt: z.number(),
  dropped: z.number(),
  entries: z.array(entrySchema),
});

export function encodeJournalFile(file: JournalFile): Uint8Array {
  // pack() returns a Node Buffer where there is one; a plain Uint8Array is what a Blob takes.
  return new Uint8Array(packr.pack(file));
}

export type JournalFileResult = { ok: true; file: JournalFile } | { ok: false; reason: string };

export function decodeJournalFile(bytes: Uint8Array): JournalFileResult {
  let value: unknown;
  try {
    value = unpackr.unpack(bytes);
  } catch {
    return { ok: false, reason: 'not a MessagePack file' };
  }
  const parsed = fileSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    return { ok: false, reason: `not a journal file${where}: ${issue?.message ?? 'unexpected shape'}` };
  }
  for (const [index, entry] of parsed.data.entries.entries()) {
    const problem = journalEntryProblem(entry);
    if (problem !== null) return { ok: false, reason: `entry ${index}: ${problem}` };
  }
  return { ok: true, file: parsed.data };
}
