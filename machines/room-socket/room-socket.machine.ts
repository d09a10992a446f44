import { assign, emit, enqueueActions, fromPromise, not, raise, sendTo, setup } from 'xstate';
import type { ClientEvent, EventOf } from '../../protocol';
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
import { backfillOf, type HistoryEntry, type RoomServerEvent } from './room-history';
import {
  type Delivery,
  emptySequence,
  type Gap,
  hasHole,
  type RoomSequence,
  receiveBackfill,
  receiveLive,
  type Step,
  skipHole,
} from './room-sequence';

export type { HistoryEntry, RoomServerEvent } from './room-history';

export interface RoomSocketInput {
  /** The model's username: the room. */
  room: string;
  token: string;
  /** The client version sent with v3.authorize. */
  version: string;
}

export interface RoomSocketContext {
  room: string;
  token: string;
  version: string;
  /** Whether the lobby socket can take a discovery request (kept current by linkRoomToLobby). */
  lobbyReady: boolean;
  /** The room server from the last discovery. */
  url?: string;
  /** Who the room server took our token for; the streamer is the one whose username is the room. */
  username?: string;
  sequence: RoomSequence<RoomServerEvent>;
  /** Whole seconds since the socket last left `joined` ("reconnected after 12 s"). */
  outageSeconds: number;
  joinedBefore: boolean;
}

export type RoomSocketEvent =
  | TransportEvent
  | { type: 'room.join' }
  | { type: 'room.leave' }
  | { type: 'room.send'; event: ClientEvent }
  | { type: 'lobby.ready' }
  | { type: 'lobby.lost' }
  | { type: 'session.changed'; loggedIn: boolean; token: string }
  | { type: 'heartbeat.ping' }
  | { type: 'heartbeat.pongMissed' }
  | { type: 'link.up' }
  | { type: 'link.down' }
  | { type: 'link.idle' };

/** Room events go out once and in seq order, with the backfill and gap markers in their place. */
export type RoomSocketEmitted =
  | RoomServerEvent
  | { type: 'chat.backfilled'; entry: HistoryEntry }
  | { type: 'chat.gap'; gap: Gap }
  | { type: 'room.rejoined'; room: string; outageSeconds: number }
  | { type: 'lobby.send'; event: EventOf<'v3.lobby.discover'> }
  | { type: 'page.reload' }
  | { type: 'socket.log'; level: 'info' | 'warn' | 'error'; message: string };

function emittedFor(delivery: Delivery<RoomServerEvent, HistoryEntry>): RoomSocketEmitted {
  if (delivery.kind === 'live') return delivery.event;
  if (delivery.kind === 'backfilled') return { type: 'chat.backfilled', entry: delivery.entry };
  return { type: 'chat.gap', gap: delivery.gap };
}

/**
 * The room socket (spec 1 section 4, spec 2 section 7a): none, discovery through the lobby, connecting,
 * authorize sent, joined. A drop goes back to discovery after 1 s; discovery without a URL retries
 * after 1 s; a lobby that is not ready is asked again after 100 ms. Joining resumes from the last seq
 * seen, and the history the server answers with fills the outage (room-sequence.ts).
 */
export const roomSocketMachine = lazyMachine(() =>
  setup({
    types: {
      input: {} as RoomSocketInput,
      context: {} as RoomSocketContext,
      events: {} as RoomSocketEvent,
      emitted: {} as RoomSocketEmitted,
    },
    actors: {
      transport: unprovidedTransport,
      heartbeat: socketHeartbeatMachine(),
      /** POST /log/frontend-ws-fail (src/transport); replay and tests keep the default, which does nothing. */
      reportSocketFailure: fromPromise<void, { server: string }>(async () => {}),
    },
    delays: {
      roomRetry: 1_000,
      lobbyRetry: 100,
      /** A discovery the lobby never answered (its answer lost on the way) is asked again. */
      discoveryTimeout: 3_000,
      /** How long a hole on a live socket may wait for the late event before it is marked. */
      holeWait: 2_000,
      outageTick: 1_000,
      failureReport: 10_000,
    },
    guards: {
      lobbyReady: ({ context }) => context.lobbyReady,
      forThisRoom: ({ context, event }) =>
        event.type === 'v3.lobby.discovered' && event.payload.room === context.room,
      serverFoundForThisRoom: ({ context, event }) =>
        event.type === 'v3.lobby.discovered' &&
        event.payload.room === context.room &&
        Boolean(event.payload.url),
      hasHole: ({ context }) => hasHole(context.sequence),
    },
    actions: {
      send: sendTo('transport', (_, event: ClientEvent) => ({ type: 'socket.send' as const, event })),
      log: emit((_, params: { level: 'info' | 'warn' | 'error'; message: string }) => ({
        type: 'socket.log' as const,
        ...params,
      })),
      /** Apply a tracker step: keep its state, emit what it hands on. */
      deliver: enqueueActions(({ enqueue }, step: Step<RoomServerEvent, HistoryEntry>) => {
        enqueue.assign({ sequence: step.sequence });
        for (const delivery of step.delivered) enqueue.emit(emittedFor(delivery));
      }),
    },
  }).createMachine({
    id: 'roomSocket',
    description:
      'Room socket: discovery through the lobby, connect, authorize with the last seq, joined; history backfill on rejoin.',
    context: ({ input }) => ({
      room: input.room,
      token: input.token,
      version: input.version,
      lobbyReady: false,
      sequence: emptySequence(),
      outageSeconds: 0,
      joinedBefore: false,
    }),
    type: 'parallel',
    on: {
      'lobby.ready': { actions: assign({ lobbyReady: true }) },
      'lobby.lost': { actions: assign({ lobbyReady: false }) },
      'session.changed': { actions: assign({ token: ({ event }) => event.token }) },
    },
    states: {
      link: {
        initial: 'none',
        on: { 'room.leave': '.none' },
        states: {
          none: {
            entry: raise({ type: 'link.idle' }),
            on: { 'room.join': 'discovery' },
          },
          discovery: {
            entry: raise({ type: 'link.down' }),
            initial: 'checkingLobby',
            states: {
              retryWait: { after: { roomRetry: 'checkingLobby' } },
              checkingLobby: {
                always: [{ guard: 'lobbyReady', target: 'requesting' }, { target: 'lobbyWait' }],
              },
              lobbyWait: { after: { lobbyRetry: 'checkingLobby' } },
              requesting: {
                entry: emit(({ context }) => ({
                  type: 'lobby.send' as const,
                  event: { type: 'v3.lobby.discover' as const, payload: { room: context.room } },
                })),
                after: {
                  discoveryTimeout: {
                    target: 'checkingLobby',
                    actions: {
                      type: 'log',
                      params: { level: 'warn', message: 'Discovery unanswered: asking again' },
                    },
                  },
                },
                on: {
                  'v3.lobby.discovered': [
                    {
                      guard: 'serverFoundForThisRoom',
                      target: '#roomSocket.link.connection',
                      actions: assign({ url: ({ event }) => event.payload.url }),
                    },
                    {
                      guard: 'forThisRoom',
                      target: 'retryWait',
                      actions: {
                        type: 'log',
                        params: ({ context }) => ({
                          level: 'info',
                          message: `No server for room ${context.room} yet`,
                        }),
                      },
                    },
                  ],
                  'lobby.lost': { target: 'lobbyWait', actions: assign({ lobbyReady: false }) },
                },
              },
            },
          },
          connection: {
            invoke: {
              id: 'transport',
              src: 'transport',
              input: ({ context }): SocketTransportInput => ({
                url: context.url ?? '',
                scope: 'room',
                room: context.room,
              }),
              onError: {
                target: '#roomSocket.link.discovery.retryWait',
                actions: { type: 'log', params: { level: 'error', message: 'Room socket could not open' } },
              },
            },
            initial: 'connecting',
            on: {
              'socket.closed': '#roomSocket.link.discovery.retryWait',
              'room.send': droppedSend('Room not joined'),
              ...connectionHandlers('Room'),
              'v3.refresh': { actions: emit({ type: 'page.reload' }) },
              'v3.chat.history': {
                actions: {
                  type: 'deliver',
                  params: ({ context, event }) =>
                    receiveBackfill(context.sequence, backfillOf(event), context.outageSeconds),
                },
              },
              // A late discovery answer (the lobby's) is not a room event.
              'v3.lobby.discovered': {},
              'v3.*': {
                actions: {
                  type: 'deliver',
                  params: ({ context, event }) => receiveLive(context.sequence, event),
                },
              },
            },
            states: {
              connecting: {
                on: { 'v3.templates': 'authorizeSent' },
              },
              authorizeSent: {
                entry: {
                  type: 'send',
                  params: ({ context }) => ({
                    type: 'v3.authorize',
                    payload: {
                      token: context.token,
                      version: context.version,
                      room: context.room,
                      ...(context.sequence.synced ? { last_seq: context.sequence.lastSeq } : {}),
                    },
                  }),
                },
                on: {
                  'v3.authorize.success': {
                    target: 'joined',
                    actions: assign({ username: ({ event }) => event.payload.username }),
                  },
                  'v3.authorize.failed': {
                    target: '#roomSocket.link.discovery.retryWait',
                    actions: authorizeRefusedLog('Room'),
                  },
                },
              },
              joined: {
                entry: [
                  raise({ type: 'link.up' }),
                  enqueueActions(({ context, enqueue }) => {
                    if (context.joinedBefore)
                      enqueue.emit({
                        type: 'room.rejoined',
                        room: context.room,
                        outageSeconds: context.outageSeconds,
                      });
                    enqueue.assign({ joinedBefore: true });
                  }),
                ],
                exit: raise({ type: 'link.down' }),
                invoke: {
                  id: 'heartbeat',
                  src: 'heartbeat',
                  input: ({ context }) => ({ isStreamer: context.username === context.room }),
                },
                on: {
                  'room.send': { actions: { type: 'send', params: ({ event }) => event.event } },
                  ...heartbeatHandlers('Room'),
                  'v3.pong': { actions: sendTo('heartbeat', { type: 'v3.pong' }) },
                },
                initial: 'inOrder',
                states: {
                  inOrder: { always: { guard: 'hasHole', target: 'holding' } },
                  holding: {
                    always: { guard: not('hasHole'), target: 'inOrder' },
                    after: {
                      holeWait: {
                        target: 'holding',
                        reenter: true,
                        actions: { type: 'deliver', params: ({ context }) => skipHole(context.sequence) },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
      /** Counts the seconds the socket is away from `joined`, for the gap marker's "after 12 s". */
      outage: {
        initial: 'idle',
        states: {
          idle: { on: { 'link.down': { target: 'counting', actions: assign({ outageSeconds: 0 }) } } },
          counting: {
            after: {
              outageTick: {
                target: 'counting',
                reenter: true,
                actions: assign({ outageSeconds: ({ context }) => context.outageSeconds + 1 }),
              },
            },
            on: { 'link.up': 'idle', 'link.idle': 'idle' },
          },
        },
      },
      /** Spec 1 section 8: a socket failure lasting 10 s is reported once, per failure. */
      failure: {
        initial: 'idle',
        states: {
          idle: { on: { 'link.down': 'down' } },
          down: {
            on: { 'link.up': 'idle', 'link.idle': 'idle' },
            after: { failureReport: 'reported' },
          },
          reported: {
            invoke: {
              src: 'reportSocketFailure',
              input: ({ context }) => ({ server: context.url ?? `room ${context.room}` }),
            },
            on: { 'link.up': 'idle', 'link.idle': 'idle' },
          },
        },
      },
    },
  }),
);
