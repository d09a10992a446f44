import { assign, emit, enqueueActions, fromPromise, raise, sendTo, setup, stateIn } from 'xstate';
import type { ClientEvent, EventOf, ServerEventName } from '../../protocol';
import { lazyMachine } from '../lazy-machine';
import { socketHeartbeatMachine } from '../socket-heartbeat';
import {
  authorizeRefusedLog,
  connectionHandlers,
  droppedSend,
  heartbeatHandlers,
  type SocketTransportInput,
  type TransportEvent,
  unprovidedTransport,
} from '../socket-transport';
import { backoffDelay, nextRandom } from './backoff';
import { type LobbyNotice, reUpNotice, tokenUpdateNotices } from './lobby-socket.notices';

export interface LobbySocketInput {
  url: string;
  /** The session's socket token (a guest's when logged out). */
  token: string;
  loggedIn: boolean;
  /** The client version sent with v3.authorize. */
  version: string;
  isStreamer?: boolean;
  /** Seeds the back-off jitter; the journal keeps it so a replay draws the same delays. */
  randomSeed: number;
}

export interface LobbySocketContext {
  url: string;
  token: string;
  loggedIn: boolean;
  version: string;
  isStreamer: boolean;
  /** State of the seeded generator (backoff.ts). */
  random: number;
  /** Consecutive failed connections since the last authorized one. */
  failures: number;
  /** The delay drawn for the pending retry. */
  retryDelayMs: number;
}

export type LobbySocketEvent =
  | TransportEvent
  | { type: 'session.changed'; loggedIn: boolean; token: string }
  | { type: 'streamer.changed'; isStreamer: boolean }
  | { type: 'lobby.send'; event: ClientEvent }
  | { type: 'heartbeat.ping' }
  | { type: 'heartbeat.pongMissed' }
  | { type: 'lobby.reloginDue' }
  | { type: 'lobby.reconnect' }
  | { type: 'link.up' }
  | { type: 'link.down' };

/** Every server update is passed on as decoded (owners subscribe by type), plus the notices. */
export type LobbySocketEmitted = EventOf<ServerEventName> | LobbyNotice;

export const socketFailureReportDelayMs = 10_000;

/**
 * The lobby socket (spec 1 sections 4, 7, 8, 9). `link` is the connection: connecting, connected
 * (templates, then v3.client.version, then v3.authorize is sent), authorized; a drop retries after
 * the jittered back-off. The other regions hold the rules that outlive one connection.
 */
export const lobbySocketMachine = lazyMachine(() =>
  setup({
    types: {
      input: {} as LobbySocketInput,
      context: {} as LobbySocketContext,
      events: {} as LobbySocketEvent,
      emitted: {} as LobbySocketEmitted,
    },
    actors: {
      transport: unprovidedTransport,
      heartbeat: socketHeartbeatMachine(),
      /** POST /log/frontend-ws-fail (src/transport); replay and tests keep the default, which does nothing. */
      reportSocketFailure: fromPromise<void, { server: string }>(async () => {}),
    },
    delays: {
      reconnectBackoff: ({ context }) => context.retryDelayMs,
      reloginReconnect: 1_500,
      loginQuietPeriod: 5 * 60_000,
      restartFlag: 30_000,
      failureReport: socketFailureReportDelayMs,
    },
    guards: {
      loginStateChanged: ({ context, event }) =>
        event.type === 'session.changed' && event.loggedIn !== context.loggedIn,
    },
    actions: {
      send: sendTo('transport', (_, event: ClientEvent) => ({ type: 'socket.send' as const, event })),
      log: emit((_, params: { level: 'info' | 'warn' | 'error'; message: string }) => ({
        type: 'socket.log' as const,
        ...params,
      })),
      drawRetryDelay: assign(({ context }) => {
        const draw = nextRandom(context.random);
        return {
          random: draw.state,
          retryDelayMs: backoffDelay(context.failures, draw.unit),
          failures: context.failures + 1,
        };
      }),
      rememberSession: assign(({ context, event }) =>
        event.type === 'session.changed' ? { loggedIn: event.loggedIn, token: event.token } : context,
      ),
    },
  }).createMachine({
    id: 'lobbySocket',
    description:
      'Lobby socket: connect, templates, client version, authorize; jittered back-off (50-300 ms, doubling, 3 s cap).',
    context: ({ input }) => ({
      url: input.url,
      token: input.token,
      loggedIn: input.loggedIn,
      version: input.version,
      isStreamer: input.isStreamer ?? false,
      random: input.randomSeed | 0,
      failures: 0,
      retryDelayMs: 0,
    }),
    type: 'parallel',
    on: {
      'streamer.changed': {
        actions: [
          assign({ isStreamer: ({ event }) => event.isStreamer }),
          // Only an authorized connection runs a heartbeat; elsewhere the role waits in context.
          enqueueActions(({ enqueue, check, event }) => {
            if (check(stateIn({ link: { connection: 'authorized' } }))) enqueue.sendTo('heartbeat', event);
          }),
        ],
      },
    },
    states: {
      link: {
        initial: 'connection',
        states: {
          connection: {
            invoke: {
              id: 'transport',
              src: 'transport',
              input: ({ context }): SocketTransportInput => ({ url: context.url, scope: 'lobby' }),
              onError: {
                target: 'retrying',
                actions: { type: 'log', params: { level: 'error', message: 'Lobby socket could not open' } },
              },
            },
            initial: 'connecting',
            on: {
              'socket.closed': 'retrying',
              'lobby.reconnect': { target: 'connection', reenter: true },
              'lobby.send': droppedSend('Lobby not ready'),
              ...connectionHandlers('Lobby'),
              'v3.refresh': { actions: emit({ type: 'page.reload' }) },
              'v3.logout': { actions: emit({ type: 'session.logout' }) },
              'v3.reUp.update': {
                actions: [emit(({ event }) => event), emit(({ event }) => reUpNotice(event))],
              },
              'v3.token.update': {
                actions: [
                  emit(({ event }) => event),
                  enqueueActions(({ enqueue, event }) => {
                    for (const notice of tokenUpdateNotices(event)) enqueue.emit(notice);
                  }),
                ],
              },
              'v3.*': { actions: emit(({ event }) => event) },
            },
            states: {
              connecting: {
                on: { 'socket.opened': 'connected' },
              },
              connected: {
                initial: 'awaitingTemplates',
                states: {
                  awaitingTemplates: { on: { 'v3.templates': 'awaitingVersion' } },
                  awaitingVersion: {
                    on: {
                      'v3.client.version': { target: 'authorizing', actions: emit(({ event }) => event) },
                    },
                  },
                  authorizing: {
                    entry: {
                      type: 'send',
                      params: ({ context }) => ({
                        type: 'v3.authorize',
                        payload: { token: context.token, version: context.version },
                      }),
                    },
                    on: {
                      'v3.authorize.success': '#lobbySocket.link.connection.authorized',
                      'v3.authorize.failed': {
                        target: '#lobbySocket.link.retrying',
                        actions: authorizeRefusedLog('Lobby'),
                      },
                    },
                  },
                },
              },
              authorized: {
                entry: [assign({ failures: 0 }), raise({ type: 'link.up' })],
                exit: raise({ type: 'link.down' }),
                invoke: {
                  id: 'heartbeat',
                  src: 'heartbeat',
                  input: ({ context }) => ({ isStreamer: context.isStreamer }),
                },
                on: {
                  'lobby.send': { actions: { type: 'send', params: ({ event }) => event.event } },
                  ...heartbeatHandlers('Lobby'),
                  'v3.pong': { actions: sendTo('heartbeat', { type: 'v3.pong' }) },
                },
              },
            },
          },
          retrying: {
            entry: 'drawRetryDelay',
            after: { reconnectBackoff: 'connection' },
            on: {
              'lobby.reconnect': 'connection',
              'lobby.send': droppedSend('Lobby offline'),
            },
          },
        },
      },
      /** Spec 1 section 4: login changes more than 5 minutes apart reconnect the socket 1.5 s later. */
      loginWindow: {
        initial: 'settled',
        states: {
          settled: {
            on: {
              'session.changed': [
                {
                  guard: 'loginStateChanged',
                  target: 'recent',
                  actions: ['rememberSession', raise({ type: 'lobby.reloginDue' })],
                },
                { actions: 'rememberSession' },
              ],
            },
          },
          recent: {
            after: { loginQuietPeriod: 'settled' },
            on: {
              'session.changed': [
                // Each change restarts the 5 minutes.
                { guard: 'loginStateChanged', target: 'recent', reenter: true, actions: 'rememberSession' },
                { actions: 'rememberSession' },
              ],
            },
          },
        },
      },
      relogin: {
        initial: 'idle',
        states: {
          idle: {
            on: { 'lobby.reloginDue': 'pending' },
          },
          pending: {
            after: { reloginReconnect: { target: 'idle', actions: raise({ type: 'lobby.reconnect' }) } },
          },
        },
      },
      /** Spec 1 section 4: v3.lobby.restarting raises a flag for 30 s (a repeat restarts the 30 s). */
      restart: {
        initial: 'idle',
        states: {
          idle: { on: { 'v3.lobby.restarting': 'restarting' } },
          restarting: {
            after: { restartFlag: 'idle' },
            on: { 'v3.lobby.restarting': { target: 'restarting', reenter: true } },
          },
        },
      },
      /** Spec 1 section 8: a socket failure lasting 10 s is reported once, per failure. */
      failure: {
        initial: 'down',
        states: {
          up: { on: { 'link.down': 'down' } },
          down: {
            on: { 'link.up': 'up' },
            after: { failureReport: 'reported' },
          },
          reported: {
            invoke: { src: 'reportSocketFailure', input: ({ context }) => ({ server: context.url }) },
            on: { 'link.up': 'up' },
          },
        },
      },
    },
  }),
);
