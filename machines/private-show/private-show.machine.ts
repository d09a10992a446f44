import { assign, fromPromise, not, setup } from 'xstate';
import type { EventOf } from '../../protocol';
import { lazyMachine } from '../lazy-machine';
import {
  canRequestPrivate,
  discountApplies,
  needsRefill,
  type PrivateRoomFacts,
  type PrivateViewer,
  requestPrice,
} from './private-show.rules';

export type PrivateEndReason = 'model_ended' | 'out_of_tokens' | 'unpublish' | 'user_ended' | 'user_left';

/** The running private as the server last described it (spec 2 section 3.2, privateStats). */
export interface PrivateSession {
  broadcaster: string;
  exclusive: boolean;
  pricePerMinute: number;
  prepaidSecondsLeft: number;
  tokensCharged: number;
  durationSeconds: number;
  /** Prepaid time plus what the balance still buys, counted down locally between ticks. */
  remainingSeconds: number;
}

export interface PrivateShowContext {
  room: PrivateRoomFacts;
  viewer: PrivateViewer;
  /** The viewer's balance as the last v3.token.update said. */
  balance: number;
  exclusive: boolean;
  session: PrivateSession | null;
  lastEndReason: PrivateEndReason | null;
  /** A notice for a toast: a decline or a failure. */
  notice: string | null;
}

export type PrivateServerEvent =
  | EventOf<'v3.private.started'>
  | EventOf<'v3.private.tick'>
  | EventOf<'v3.private.end'>
  | EventOf<'v3.private.declined'>
  | EventOf<'v3.private.expired'>
  | EventOf<'v3.private.request_failed'>
  | EventOf<'v3.token.update'>;

export type PrivateShowEvent =
  | PrivateServerEvent
  | { type: 'room.updated'; room: PrivateRoomFacts }
  | { type: 'viewer.updated'; viewer: PrivateViewer; balance: number }
  | { type: 'private.request'; exclusive?: boolean }
  | { type: 'private.confirm' }
  | { type: 'private.cancel' }
  | { type: 'private.end' }
  | { type: 'private.end.confirm' }
  | { type: 'rating.close' };

export interface PrivateShowInput {
  room: PrivateRoomFacts;
  viewer: PrivateViewer;
  balance: number;
}

/** The app's calls (POST /private/{username}/request and /end); the machine only waits on them. */
export const privateShowActors = {
  requestPrivate: fromPromise<void, { model: string; exclusive: boolean }>(async () => {
    throw new Error('requestPrivate is provided by the app');
  }),
  endPrivate: fromPromise<void, { model: string }>(async () => {
    throw new Error('endPrivate is provided by the app');
  }),
};

export const privateWarningSeconds = 60;
export const declinedNotice = (username: string) => `${username} declined your private chat request`;
export const failedNotice = 'Failed to start private';

const mine = (context: PrivateShowContext, broadcaster: string) => broadcaster === context.room.model;
const price = (context: PrivateShowContext) => requestPrice(context.room, context.exclusive);

export const privateShowMachine = lazyMachine(() =>
  setup({
    types: {
      context: {} as PrivateShowContext,
      events: {} as PrivateShowEvent,
      input: {} as PrivateShowInput,
    },
    actors: privateShowActors,
    delays: {
      second: 1000,
      discountExpiry: ({ context }) => (context.room.discount?.timeLeftInSecond ?? 0) * 1000,
    },
    guards: {
      loggedOut: ({ context }) => !context.viewer.loggedIn,
      canRequestPrivate: ({ context }) => canRequestPrivate(context.room),
      needsRefill: ({ context }) => needsRefill(context.viewer, price(context)),
      discountApplies: ({ context }) => discountApplies(context.room.discount),
      timeRunningOut: ({ context }) =>
        (context.session?.remainingSeconds ?? Number.POSITIVE_INFINITY) <= privateWarningSeconds,
      roomLeftPrivate: ({ context }) => context.room.status !== 'private',
      startedForMe: ({ context, event }) =>
        event.type === 'v3.private.started' &&
        mine(context, event.payload.broadcaster) &&
        event.payload.username === context.viewer.username,
      aboutThisRoom: ({ context, event }) =>
        'payload' in event && 'broadcaster' in event.payload && mine(context, event.payload.broadcaster),
    },
    actions: {
      storeRoom: assign(({ event }) => (event.type === 'room.updated' ? { room: event.room } : {})),
      storeViewer: assign(({ event }) =>
        event.type === 'viewer.updated' ? { viewer: event.viewer, balance: event.balance } : {},
      ),
      storeBalance: assign({
        balance: ({ context, event }) =>
          event.type === 'v3.token.update' ? event.payload.tokens : context.balance,
      }),
      chooseExclusive: assign({
        exclusive: ({ context, event }) =>
          event.type === 'private.request'
            ? (event.exclusive ?? false) && context.room.settings.isExclusiveEnabled
            : false,
        notice: null,
      }),
      expireDiscount: assign({ room: ({ context }) => ({ ...context.room, discount: null }) }),
      start: assign(({ context, event }) => {
        if (event.type !== 'v3.private.started') return {};
        const { payload } = event;
        return {
          // The room is in private from now on, until the server says otherwise.
          room: { ...context.room, status: 'private' as const },
          lastEndReason: null,
          session: {
            broadcaster: payload.broadcaster,
            exclusive: payload.exclusive,
            pricePerMinute: payload.price_per_minute,
            prepaidSecondsLeft: payload.prepaid_seconds,
            tokensCharged: 0,
            durationSeconds: 0,
            remainingSeconds: payload.prepaid_seconds,
          },
        };
      }),
      tick: assign({
        session: ({ context, event }) => {
          if (event.type !== 'v3.private.tick' || !context.session) return context.session;
          const stats = event.payload;
          return {
            ...context.session,
            pricePerMinute: stats.price_per_minute,
            prepaidSecondsLeft: stats.prepaid_time_left_seconds,
            tokensCharged: stats.tokens_charged,
            durationSeconds: stats.duration_seconds,
            remainingSeconds: stats.remaining_seconds,
          };
        },
      }),
      countDown: assign({
        session: ({ context }) =>
          context.session && {
            ...context.session,
            durationSeconds: context.session.durationSeconds + 1,
            prepaidSecondsLeft: Math.max(0, context.session.prepaidSecondsLeft - 1),
            remainingSeconds: Math.max(0, context.session.remainingSeconds - 1),
          },
      }),
      end: assign({
        lastEndReason: ({ event }) =>
          event.type === 'v3.private.end' ? (event.payload.reason ?? 'out_of_tokens') : 'out_of_tokens',
      }),
      clearSession: assign({ session: null }),
      noticeDeclined: assign({ notice: ({ context }) => declinedNotice(context.room.model) }),
      noticeFailed: assign({ notice: failedNotice }),
      noticeEndFailed: assign({ notice: 'Could not end the private; try again.' }),
      /** The app opens its rating modal (spec 2 section 4.3: a rating after leaving a private). */
      offerRating: () => {},
    },
  }).createMachine({
    id: 'privateShow',
    description:
      "One viewer's private show in one room: request (price, minimum, pre-tip), the model's answer, " +
      'ticks from the server, the 60-s warning, ending with a reason, then the rating.',
    context: ({ input }) => ({
      room: input.room,
      viewer: input.viewer,
      balance: input.balance,
      exclusive: false,
      session: null,
      lastEndReason: null,
      notice: null,
    }),
    on: {
      'room.updated': { actions: 'storeRoom' },
      'viewer.updated': { actions: 'storeViewer' },
      'v3.token.update': { actions: 'storeBalance' },
    },
    initial: 'idle',
    states: {
      idle: {
        after: { discountExpiry: { guard: 'discountApplies', actions: 'expireDiscount' } },
        on: {
          // A new discount restarts its expiry countdown.
          'room.updated': { target: 'idle', reenter: true, actions: 'storeRoom' },
          'private.request': [
            { guard: 'loggedOut', target: 'loginRequired' },
            { guard: 'canRequestPrivate', target: 'confirming', actions: 'chooseExclusive' },
          ],
        },
      },
      loginRequired: { on: { 'private.cancel': 'idle' } },
      confirming: {
        on: {
          'private.confirm': [
            { guard: 'needsRefill', target: 'refillRequired' },
            { guard: 'canRequestPrivate', target: 'requesting' },
            { target: 'idle' },
          ],
          'private.cancel': 'idle',
        },
      },
      refillRequired: { on: { 'private.cancel': 'idle' } },
      requesting: {
        invoke: {
          src: 'requestPrivate',
          input: ({ context }) => ({ model: context.room.model, exclusive: context.exclusive }),
          onDone: 'waiting',
          onError: { target: 'idle', actions: 'noticeFailed' },
        },
        on: { 'v3.private.started': { guard: 'startedForMe', target: 'active', actions: 'start' } },
      },
      waiting: {
        on: {
          'v3.private.started': { guard: 'startedForMe', target: 'active', actions: 'start' },
          'v3.private.declined': { guard: 'aboutThisRoom', target: 'idle', actions: 'noticeDeclined' },
          'v3.private.expired': { guard: 'aboutThisRoom', target: 'idle', actions: 'noticeDeclined' },
          'v3.private.request_failed': { guard: 'aboutThisRoom', target: 'idle', actions: 'noticeFailed' },
        },
      },
      active: {
        type: 'parallel',
        on: {
          'v3.private.tick': { actions: 'tick' },
          'v3.private.end': { guard: 'aboutThisRoom', target: 'rating', actions: ['end', 'clearSession'] },
        },
        states: {
          time: {
            initial: 'plenty',
            states: {
              plenty: {
                always: { guard: 'timeRunningOut', target: 'runningOut' },
                after: { second: { target: 'plenty', reenter: true, actions: 'countDown' } },
              },
              runningOut: {
                always: { guard: not('timeRunningOut'), target: 'plenty' },
                after: { second: { target: 'runningOut', reenter: true, actions: 'countDown' } },
              },
            },
          },
          control: {
            initial: 'showing',
            states: {
              showing: { on: { 'private.end': 'confirmingEnd' } },
              confirmingEnd: {
                // The end-confirm closes itself when the room leaves private status.
                always: { guard: 'roomLeftPrivate', target: 'showing' },
                on: { 'private.end.confirm': 'ending', 'private.cancel': 'showing' },
              },
              ending: {
                invoke: {
                  src: 'endPrivate',
                  input: ({ context }) => ({ model: context.room.model }),
                  onError: { target: 'showing', actions: 'noticeEndFailed' },
                },
              },
            },
          },
        },
      },
      rating: { entry: 'offerRating', on: { 'rating.close': 'idle' } },
    },
  }),
);
