import { assign, raise, sendParent, setup } from 'xstate';
import { lazyMachine } from '../lazy-machine';

/** What the heartbeat tells the socket machine that runs it. */
export type HeartbeatReport = { type: 'heartbeat.ping' } | { type: 'heartbeat.pongMissed' };

export type HeartbeatEvent =
  | { type: 'v3.pong' }
  | { type: 'streamer.changed'; isStreamer: boolean }
  | { type: 'heartbeat.sent' };

/**
 * The streamer's keep-alive on a connected socket (spec 1 sections 6 and 8): while the user is the
 * streamer, ask for a ping every 10 s; a pong that does not come within 2 s is logged, nothing more.
 * The socket machine invokes it while connected, sends the ping on `heartbeat.ping` and forwards
 * `v3.pong` and `streamer.changed` to it.
 */
export const socketHeartbeatMachine = lazyMachine(() =>
  setup({
    types: {
      input: {} as { isStreamer: boolean },
      context: {} as { isStreamer: boolean },
      events: {} as HeartbeatEvent,
    },
    delays: { pingInterval: 10_000, pongTimeout: 2_000 },
    guards: {
      isStreamer: ({ context }) => context.isStreamer,
      becameStreamer: ({ event }) => event.type === 'streamer.changed' && event.isStreamer,
      stoppedStreaming: ({ event }) => event.type === 'streamer.changed' && !event.isStreamer,
    },
    actions: {
      rememberRole: assign({
        isStreamer: ({ context, event }) =>
          event.type === 'streamer.changed' ? event.isStreamer : context.isStreamer,
      }),
    },
  }).createMachine({
    id: 'socketHeartbeat',
    description: 'Streamer keep-alive: a ping every 10 s, a missing pong (2 s) is only logged.',
    context: ({ input }) => ({ isStreamer: input.isStreamer }),
    initial: 'checkingRole',
    states: {
      checkingRole: {
        always: [{ guard: 'isStreamer', target: 'beating' }, { target: 'silent' }],
      },
      silent: {
        on: { 'streamer.changed': { guard: 'becameStreamer', target: 'beating', actions: 'rememberRole' } },
      },
      beating: {
        type: 'parallel',
        on: { 'streamer.changed': { guard: 'stoppedStreaming', target: 'silent', actions: 'rememberRole' } },
        states: {
          ping: {
            initial: 'waiting',
            states: {
              waiting: {
                after: {
                  pingInterval: {
                    target: 'waiting',
                    reenter: true,
                    actions: [sendParent({ type: 'heartbeat.ping' }), raise({ type: 'heartbeat.sent' })],
                  },
                },
              },
            },
          },
          pong: {
            initial: 'idle',
            states: {
              idle: { on: { 'heartbeat.sent': 'awaiting' } },
              awaiting: {
                on: { 'v3.pong': 'idle' },
                after: {
                  pongTimeout: { target: 'idle', actions: sendParent({ type: 'heartbeat.pongMissed' }) },
                },
              },
            },
          },
        },
      },
    },
  }),
);
