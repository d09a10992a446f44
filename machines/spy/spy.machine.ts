import { assign, fromPromise, setup } from 'xstate';
import type { EventOf } from '../../protocol';
import { lazyMachine } from '../lazy-machine';
import { belowSpyFloor, canSpy, type SpyRoomFacts, startupTipWaiverMs } from './spy.rules';

export interface SpyContext {
  room: SpyRoomFacts;
  loggedIn: boolean;
  balance: number;
  freePreviewSeconds: number;
  /** How long the startup-tip waiver still runs, as read from the local store; 0 when none. */
  waiverMsLeft: number;
  pricePerMinute: number;
  startupTipCharged: number;
  notice: string | null;
}

export type SpyEvent =
  | EventOf<'v3.spy.end'>
  | EventOf<'v3.private.end'>
  | EventOf<'v3.token.update'>
  | { type: 'room.updated'; room: SpyRoomFacts }
  | { type: 'spy.request' }
  | { type: 'spy.confirm' }
  | { type: 'spy.cancel' }
  | { type: 'spy.end' };

export interface SpyInput {
  room: SpyRoomFacts;
  loggedIn: boolean;
  balance: number;
}

export interface SpyStarted {
  pricePerMinute: number;
  startupTip: number;
}

/**
 * IO the app provides: the preview and spy calls of spec 2 section 7, and the local store that
 * remembers when a startup tip was paid (it answers with the age of that payment, or null).
 */
export const spyActors = {
  fetchPreviewSeconds: fromPromise<number, { model: string }>(async () => 0),
  readStartupTipAge: fromPromise<number | null, { model: string }>(async () => null),
  startSpy: fromPromise<SpyStarted, { model: string }>(async () => {
    throw new Error('startSpy is provided by the app');
  }),
  endSpy: fromPromise<void, { model: string }>(async () => {}),
};

export const spyDowngradeNotice = 'Not enough tokens to keep spying: back to the public show.';

export const spyMachine = lazyMachine(() =>
  setup({
    types: { context: {} as SpyContext, events: {} as SpyEvent, input: {} as SpyInput },
    actors: spyActors,
    delays: {
      freePreview: ({ context }) => context.freePreviewSeconds * 1000,
      waiverExpiry: ({ context }) => context.waiverMsLeft,
    },
    guards: {
      loggedOut: ({ context }) => !context.loggedIn,
      canSpy: ({ context }) => canSpy(context.room),
      hasFreePreview: ({ context }) => context.freePreviewSeconds > 0,
      belowSpyFloor: ({ context }) => belowSpyFloor(context.balance, context.pricePerMinute),
      waiverRunning: ({ context }) => context.waiverMsLeft > 0,
      privateGone: ({ context }) => context.room.status !== 'private',
      aboutThisRoom: ({ context, event }) =>
        'payload' in event &&
        'broadcaster' in event.payload &&
        event.payload.broadcaster === context.room.model,
    },
    actions: {
      storeRoom: assign(({ event }) => (event.type === 'room.updated' ? { room: event.room } : {})),
      storeBalance: assign(({ event }) =>
        event.type === 'v3.token.update' ? { balance: event.payload.tokens } : {},
      ),
      clearNotice: assign({ notice: null }),
      endWaiver: assign({ waiverMsLeft: 0 }),
      /** The app writes the payment time to its local store; the machine only knows it happened. */
      rememberStartupTip: () => {},
    },
  }).createMachine({
    id: 'spy',
    description:
      'Spying on a private: preview seconds, confirm, start (mode spy), end; a viewer without free ' +
      'preview drops to public below one sixth of the price; the startup tip is waived for 10 minutes.',
    type: 'parallel',
    context: ({ input }) => ({
      room: input.room,
      loggedIn: input.loggedIn,
      balance: input.balance,
      freePreviewSeconds: 0,
      waiverMsLeft: 0,
      pricePerMinute: input.room.spy.pricePerMinuteInToken,
      startupTipCharged: 0,
      notice: null,
    }),
    on: {
      'room.updated': { actions: 'storeRoom' },
      'v3.token.update': { actions: 'storeBalance' },
    },
    states: {
      session: {
        initial: 'idle',
        states: {
          idle: {
            on: {
              'spy.request': [
                { guard: 'loggedOut', target: 'loginRequired' },
                { guard: 'canSpy', target: 'readingWaiver', actions: 'clearNotice' },
              ],
            },
          },
          loginRequired: { on: { 'spy.cancel': 'idle' } },
          readingWaiver: {
            invoke: {
              src: 'readStartupTipAge',
              input: ({ context }) => ({ model: context.room.model }),
              onDone: {
                target: 'fetchingPreview',
                actions: assign({
                  waiverMsLeft: ({ event }) =>
                    event.output === null ? 0 : Math.max(0, startupTipWaiverMs - event.output),
                }),
              },
              onError: 'fetchingPreview',
            },
          },
          fetchingPreview: {
            invoke: {
              src: 'fetchPreviewSeconds',
              input: ({ context }) => ({ model: context.room.model }),
              onDone: {
                target: 'confirming',
                actions: assign({ freePreviewSeconds: ({ event }) => event.output }),
              },
              onError: { target: 'confirming', actions: assign({ freePreviewSeconds: 0 }) },
            },
          },
          confirming: {
            on: {
              'spy.confirm': [{ guard: 'canSpy', target: 'starting' }, { target: 'idle' }],
              'spy.cancel': 'idle',
            },
          },
          starting: {
            invoke: {
              src: 'startSpy',
              input: ({ context }) => ({ model: context.room.model }),
              onDone: [
                {
                  guard: ({ event }) => event.output.startupTip > 0,
                  target: 'spying',
                  actions: [
                    assign({
                      pricePerMinute: ({ event }) => event.output.pricePerMinute,
                      startupTipCharged: ({ event }) => event.output.startupTip,
                      waiverMsLeft: startupTipWaiverMs,
                    }),
                    'rememberStartupTip',
                  ],
                },
                {
                  target: 'spying',
                  actions: assign({
                    pricePerMinute: ({ event }) => event.output.pricePerMinute,
                    startupTipCharged: 0,
                  }),
                },
              ],
              onError: {
                target: 'idle',
                actions: assign({
                  notice: ({ event }) =>
                    event.error instanceof Error ? event.error.message : 'Could not start spying',
                }),
              },
            },
          },
          spying: {
            initial: 'checkingPreview',
            on: {
              'spy.end': '.ending',
              'v3.spy.end': { guard: 'aboutThisRoom', target: 'idle' },
              'v3.private.end': { guard: 'aboutThisRoom', target: 'idle' },
            },
            always: { guard: 'privateGone', target: 'idle' },
            states: {
              checkingPreview: {
                always: [{ guard: 'hasFreePreview', target: 'preview' }, { target: 'paid' }],
              },
              preview: { after: { freePreview: 'paid' } },
              paid: { always: { guard: 'belowSpyFloor', target: 'downgrading' } },
              downgrading: {
                entry: assign({ notice: spyDowngradeNotice }),
                invoke: {
                  src: 'endSpy',
                  input: ({ context }) => ({ model: context.room.model }),
                  onDone: '#spy.session.idle',
                  onError: '#spy.session.idle',
                },
              },
              ending: {
                invoke: {
                  src: 'endSpy',
                  input: ({ context }) => ({ model: context.room.model }),
                  onDone: '#spy.session.idle',
                  onError: {
                    target: 'paid',
                    actions: assign({ notice: 'Could not stop spying; try again.' }),
                  },
                },
              },
            },
          },
        },
      },
      waiver: {
        initial: 'checking',
        states: {
          checking: { always: [{ guard: 'waiverRunning', target: 'running' }, { target: 'none' }] },
          none: { always: { guard: 'waiverRunning', target: 'running' } },
          running: { after: { waiverExpiry: { target: 'none', actions: 'endWaiver' } } },
        },
      },
    },
  }),
);
