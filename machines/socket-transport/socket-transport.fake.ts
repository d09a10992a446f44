/**
 * A scripted transport for tests: it opens nothing, records what the machine sends, lets a test play
 * the server, and counts live sockets so tests can assert there is never more than one.
 */
import { fromCallback } from 'xstate';
import type { ClientEvent } from '../../protocol';
import type {
  SocketCommand,
  SocketTransportInput,
  SocketTransportLogic,
  TransportEvent,
} from './socket-transport';

export interface FakeSocket {
  readonly input: SocketTransportInput;
  readonly sent: ClientEvent[];
  /** What it reported to the machine while live, in order. */
  readonly delivered: TransportEvent[];
  /** False once the machine closed it; a closed socket reports nothing more. */
  live: boolean;
  /** Play the server: report an event to the machine. */
  deliver(event: TransportEvent): void;
  open(): void;
  drop(code?: number): void;
}

export interface FakeTransport {
  logic: SocketTransportLogic;
  /** Every socket the machine opened, oldest first. */
  readonly sockets: FakeSocket[];
  /** The newest socket (throws when there is none, to keep tests short). */
  current(): FakeSocket;
  liveCount(): number;
  /** The most sockets that were live at the same time. */
  maxLive(): number;
}

export function createFakeTransport(): FakeTransport {
  const sockets: FakeSocket[] = [];
  let live = 0;
  let maxLive = 0;
  const logic: SocketTransportLogic = fromCallback<SocketCommand, SocketTransportInput, TransportEvent>(
    ({ input, sendBack, receive }) => {
      const socket: FakeSocket = {
        input,
        sent: [],
        delivered: [],
        live: true,
        deliver(event) {
          if (!socket.live) return;
          socket.delivered.push(event);
          sendBack(event);
        },
        open() {
          socket.deliver({ type: 'socket.opened' });
        },
        drop(code = 1006) {
          socket.deliver({ type: 'socket.closed', code, reason: 'dropped' });
        },
      };
      sockets.push(socket);
      live += 1;
      maxLive = Math.max(maxLive, live);
      receive((command) => {
        if (socket.live) socket.sent.push(command.event);
      });
      return () => {
        socket.live = false;
        live -= 1;
      };
    },
  );
  return {
    logic,
    sockets,
    current() {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('The machine opened no socket');
      return socket;
    },
    liveCount: () => live,
    maxLive: () => maxLive,
  };
}

/**
 * Advance a SimulatedClock one millisecond at a time. A single large increment fires every overdue
 * timer at the end of the jump, so timers they start begin late; stepping keeps each at its instant.
 */
export function advanceExactly(clock: { increment(ms: number): void }, ms: number): void {
  for (let step = 0; step < ms; step++) clock.increment(1);
}
