import { and, assign, fromPromise, setup, stateIn } from 'xstate';
import type { EventOf } from '../../protocol';
import { lazyMachine } from '../lazy-machine';
import {
  canBuyRecording,
  canBuyTicket,
  type LimitedRoomFacts,
  ratingAfterSeconds,
  showIsOver,
} from './limited-show.rules';

export interface LimitedShowContext {
  room: LimitedRoomFacts;
  loggedIn: boolean;
  balance: number;
  /** Tokens this viewer paid for this show (ticket and recording). */
  tokensCharged: number;
  notice: string | null;
}

export type LimitedShowEvent =
  | EventOf<'v3.token.update'>
  | { type: 'room.updated'; room: LimitedRoomFacts }
  | { type: 'ticket.buy' }
  | { type: 'recording.buy' }
  | { type: 'limited.cancel' }
  | { type: 'rating.close' };

export interface LimitedShowInput {
  room: LimitedRoomFacts;
  loggedIn: boolean;
  balance: number;
}

/** POST /limited/{username}/ticket and /recording; the app provides them. */
export const limitedShowActors = {
  buyTicket: fromPromise<void, { model: string }>(async () => {
    throw new Error('buyTicket is provided by the app');
  }),
  buyRecording: fromPromise<void, { model: string }>(async () => {
    throw new Error('buyRecording is provided by the app');
  }),
};

const withShow = (room: LimitedRoomFacts, change: Partial<NonNullable<LimitedRoomFacts['show']>>) =>
  room.show ? { ...room, show: { ...room.show, ...change } } : room;

export const limitedShowMachine = lazyMachine(() =>
  setup({
    types: {
      context: {} as LimitedShowContext,
      events: {} as LimitedShowEvent,
      input: {} as LimitedShowInput,
    },
    actors: limitedShowActors,
    delays: { ratingThreshold: ({ context }) => ratingAfterSeconds(context.room.show) * 1000 },
    guards: {
      loggedOut: ({ context }) => !context.loggedIn,
      canBuyTicket: ({ context }) => canBuyTicket(context.room),
      canBuyRecording: ({ context }) => canBuyRecording(context.room),
      holdsTicket: ({ context }) => context.room.show?.purchased_ticket === true && !showIsOver(context.room),
      showIsOver: ({ context }) => showIsOver(context.room),
      recordingBought: ({ context }) => context.room.show?.purchased_recording === true,
      watchedLongEnough: stateIn({ watching: { length: 'long' } }),
    },
    actions: {
      /** The app opens its rating modal. */
      offerRating: () => {},
      storeRoom: assign(({ event }) => (event.type === 'room.updated' ? { room: event.room } : {})),
      storeBalance: assign(({ event }) =>
        event.type === 'v3.token.update' ? { balance: event.payload.tokens } : {},
      ),
    },
  }).createMachine({
    id: 'limitedShow',
    description:
      'A ticketed show for one viewer: buy a ticket while the app is installed, watch (mode limited), ' +
      'buy the recording, and rate after watching at least max(120 s, the refund window).',
    context: ({ input }) => ({ ...input, tokensCharged: 0, notice: null }),
    on: {
      'room.updated': { actions: 'storeRoom' },
      'v3.token.update': { actions: 'storeBalance' },
    },
    initial: 'idle',
    states: {
      idle: {
        always: { guard: 'holdsTicket', target: 'watching' },
        on: {
          'ticket.buy': [
            { guard: 'loggedOut', target: 'loginRequired' },
            { guard: 'canBuyTicket', target: 'buyingTicket', actions: assign({ notice: null }) },
          ],
        },
      },
      loginRequired: { on: { 'limited.cancel': 'idle' } },
      buyingTicket: {
        invoke: {
          src: 'buyTicket',
          input: ({ context }) => ({ model: context.room.model }),
          onDone: {
            target: 'watching',
            actions: assign(({ context }) => ({
              room: { ...withShow(context.room, { purchased_ticket: true }), mode: 'limited' as const },
              tokensCharged: context.tokensCharged + (context.room.show?.ticket_price ?? 0),
            })),
          },
          onError: {
            target: 'idle',
            actions: assign({
              notice: ({ event }) =>
                event.error instanceof Error ? event.error.message : 'Could not buy a ticket',
            }),
          },
        },
      },
      watching: {
        type: 'parallel',
        // The show ends when the app goes or the room leaves limited; a long enough watch earns a rating.
        always: [
          { guard: and(['showIsOver', 'watchedLongEnough']), target: 'rating' },
          { guard: 'showIsOver', target: 'idle' },
        ],
        states: {
          length: {
            initial: 'short',
            states: { short: { after: { ratingThreshold: 'long' } }, long: {} },
          },
          recording: {
            initial: 'notBought',
            states: {
              notBought: {
                always: { guard: 'recordingBought', target: 'bought' },
                on: { 'recording.buy': { guard: 'canBuyRecording', target: 'buying' } },
              },
              buying: {
                invoke: {
                  src: 'buyRecording',
                  input: ({ context }) => ({ model: context.room.model }),
                  onDone: {
                    target: 'bought',
                    actions: assign(({ context }) => ({
                      room: withShow(context.room, { purchased_recording: true }),
                      tokensCharged: context.tokensCharged + (context.room.show?.recording_price ?? 0),
                    })),
                  },
                  onError: {
                    target: 'notBought',
                    actions: assign({ notice: 'Could not buy the recording.' }),
                  },
                },
              },
              bought: {},
            },
          },
        },
      },
      rating: { entry: 'offerRating', on: { 'rating.close': 'idle' } },
    },
  }),
);
