/**
 * Replay: a journal file folded through fresh machines on a fresh virtual clock. Each entry lands at
 * its recorded time, after every timer due before it, exactly as it did live; the lobby-room wiring
 * stays off because the journal already holds what it carried. The frames the replay sends are
 * journaled too, so a caller can check them against the recording.
 */
import { fromCallback } from 'xstate';
import type { LobbySocketInput } from '../../machines/lobby-socket';
import type { RoomSocketInput } from '../../machines/room-socket';
import type { SocketTransportLogic } from '../../machines/socket-transport';
import { type Connections, createConnections } from '../transport/connections';
import { Journal, type JournalEntry } from './journal';
import type { JournalFile } from './journal-file';
import { VirtualClock } from './virtual-clock';

/** A transport that opens nothing: in a replay every inbound event comes from the journal. */
const silentTransport: SocketTransportLogic = fromCallback(() => undefined);

export interface Replay {
  connections: Connections;
  clock: VirtualClock;
  /** The replay's own journal: its outbound entries should equal the recording's. */
  journal: Journal;
}

export interface ReplayOptions {
  onSpawn?: Parameters<typeof createConnections>[0]['onSpawn'];
  onEntry?: (entry: JournalEntry, replay: Replay) => void;
}

/** Replays a journal recorded here, or read with decodeJournalFile (which checked every event). */
export function replayJournal(file: JournalFile, options: ReplayOptions = {}): Replay {
  if (file.dropped > 0)
    throw new Error(
      `This journal dropped its ${file.dropped} oldest entries: it can be read but not replayed`,
    );
  const clock = new VirtualClock();
  const journal = new Journal(file.header, Number.POSITIVE_INFINITY);
  const connections = createConnections({
    clock,
    transport: silentTransport,
    journal,
    link: false,
    ...(options.onSpawn ? { onSpawn: options.onSpawn } : {}),
  });
  const replay = { connections, clock, journal };
  for (const entry of file.entries) {
    clock.advanceTo(entry.at);
    if (entry.kind === 'spawn')
      connections.spawn(entry.actor, entry.event.input as LobbySocketInput | RoomSocketInput);
    else if (entry.kind !== 'outbound') connections.send(entry.actor, entry.event as never);
    options.onEntry?.(entry, replay);
  }
  clock.advanceTo(Math.max(clock.now(), file.endedAt));
  return replay;
}
