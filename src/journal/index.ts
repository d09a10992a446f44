export { Journal, type JournalEntry, type JournalHeader, type JournalKind } from './journal';
export { decodeJournalFile, encodeJournalFile, type JournalFile } from './journal-file';
export { type Recording, type RecordingOptions, startRecording } from './recording';
export { type Replay, replayJournal } from './replay';
export { runInRealTime, VirtualClock } from './virtual-clock';
