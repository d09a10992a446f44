/**
 * The transport handling both socket machines share, as transition configs to spread into `on`.
 * Each machine keeps its own named `send` (to its transport) and `log` (emits `socket.log`)
 * actions; these configs only refer to them, so each machine's setup types them.
 */
import type { ProtocolFailure } from '../../protocol';
import type { SocketFact } from './socket-transport';

export type SocketLabel = 'Lobby' | 'Room';
export type LogLevel = 'info' | 'warn' | 'error';
export interface LogParams {
  level: LogLevel;
  message: string;
}

type SendFailed = Extract<SocketFact, { type: 'socket.sendFailed' }>;
type FailureOf<T extends ProtocolFailure['type']> = Extract<ProtocolFailure, { type: T }>;

const logWith = <E>(describe: (event: E) => LogParams) => ({
  actions: { type: 'log' as const, params: ({ event }: { event: E }) => describe(event) },
});

/**
 * What every open socket answers the same way: the server's keep-alive, handshake frames
 * that stay inside the connection, and frames that failed to encode or decode (logged only; an
 * unknown event id is a warning, spec 1 section 8).
 */
export function connectionHandlers(label: SocketLabel) {
  return {
    'v3.ping': { actions: { type: 'send' as const, params: { type: 'v3.pong' as const, payload: {} } } },
    'v3.templates': {},
    'v3.authorize.success': {},
    'v3.authorize.failed': {},
    'v3.pong': {},
    'socket.sendFailed': logWith<SendFailed>((event) => ({
      level: 'error',
      message: `${label} could not send ${event.name}: ${event.reason}`,
    })),
    'protocol.unknown': logWith<FailureOf<'protocol.unknown'>>((event) => ({
      level: 'warn',
      message: `Unknown realtime event id ${event.id}`,
    })),
    'protocol.malformed': logWith<FailureOf<'protocol.malformed'>>((event) => ({
      level: 'error',
      message: `Malformed frame: ${event.reason}`,
    })),
    'protocol.invalid': logWith<FailureOf<'protocol.invalid'>>((event) => ({
      level: 'error',
      message: `Invalid ${event.name}: ${event.reason}`,
    })),
  };
}

/** The state that runs the heartbeat child (id `heartbeat`): ping on its request, pass pongs to it. */
export function heartbeatHandlers(label: SocketLabel) {
  return {
    'heartbeat.ping': {
      actions: { type: 'send' as const, params: { type: 'v3.ping' as const, payload: {} } },
    },
    'heartbeat.pongMissed': logWith<unknown>(() => ({
      level: 'warn',
      message: `${label} pong missing after 2 s`,
    })),
  };
}

/** The log action of a refused v3.authorize (the state it leads to is the machine's). */
export function authorizeRefusedLog(label: SocketLabel) {
  return logWith<{ payload: { reason: string } }>((event) => ({
    level: 'warn',
    message: `${label} authorize refused: ${event.payload.reason}`,
  })).actions;
}

/** A send asked for while the socket cannot take it: logged and dropped ("Lobby offline: ..."). */
export function droppedSend(why: string) {
  return logWith<{ event: { type: string } }>((event) => ({
    level: 'warn',
    message: `${why}: ${event.event.type} dropped`,
  }));
}
