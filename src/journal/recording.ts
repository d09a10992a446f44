/**
 * A live, journaled session of the connection machines: the virtual clock driven by real time, the
 * journal, and the machines. `exportFile()` is the bug report: the journal plus the simulator seed.
 */
import type { SocketTransportLogic } from '../../machines/socket-transport';
import { type Connections, createConnections, type SocketFailureReporter } from '../transport/connections';
import { Journal, type JournalHeader } from './journal';
import { type JournalFile, journalFormat, journalFormatVersion } from './journal-file';
import { type RealTime, runInRealTime, VirtualClock } from './virtual-clock';

export interface RecordingOptions {
  header: JournalHeader;
  /** Builds the transport; it calls `sync` before it hands a frame to a machine. */
  transport(sync: () => void): SocketTransportLogic;
  reportSocketFailure?: SocketFailureReporter;
  capacity?: number;
  /** The wall clock (tests give a scripted one). */
  realTime?: RealTime;
  onSpawn?: Parameters<typeof createConnections>[0]['onSpawn'];
}

export interface Recording {
  connections: Connections;
  journal: Journal;
  clock: VirtualClock;
  /** Bring virtual time up to the wall clock. */
  sync(): void;
  exportFile(): JournalFile;
  stop(): void;
}

export function startRecording(options: RecordingOptions): Recording {
  const clock = new VirtualClock();
  const pump = runInRealTime(clock, options.realTime);
  const journal = new Journal(options.header, options.capacity);
  const connections = createConnections({
    clock,
    journal,
    transport: options.transport(pump.sync),
    sync: pump.sync,
    ...(options.reportSocketFailure ? { reportSocketFailure: options.reportSocketFailure } : {}),
    ...(options.onSpawn ? { onSpawn: options.onSpawn } : {}),
  });
  return {
    connections,
    journal,
    clock,
    sync: pump.sync,
    exportFile() {
      pump.sync();
      return {
        format: journalFormat,
        version: journalFormatVersion,
        header: journal.header,
        endedAt: clock.now(),
        dropped: journal.dropped,
        entries: journal.entries(),
      };
    },
    stop() {
      connections.stop();
      pump.stop();
    },
  };
}
