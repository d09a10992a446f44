/**
 * QA's bug report: the session's journal and the simulator seed as one MessagePack file
 * (src/journal/journal-file.ts), replayable with src/journal/replay.ts.
 */
import type { LiveSession } from './live-session';

export function journalFileName(now: Date): string {
  return `livecams-session-${now.toISOString().replace(/[:.]/g, '-')}.msgpack`;
}

export function downloadJournal(session: LiveSession, now = new Date()): void {
  const bytes = session.exportJournal();
  const url = URL.createObjectURL(new Blob([bytes.slice().buffer], { type: 'application/vnd.msgpack' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = journalFileName(now);
  link.click();
  // The click has started the download; the object URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
