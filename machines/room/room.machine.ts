import { assign, fromPromise, setup } from 'xstate';
import type { EventOf } from '../../protocol';
import { lazyMachine } from '../lazy-machine';
import type { ChatStatus, RoomMode } from './display-status';

/** What the room machine needs from a loaded room (GET chat/react/{username}, validated in src/). */
export interface RoomFacts {
  chatStatus: ChatStatus;
  mode: RoomMode;
  /** The room has a cam password (and the viewer is not its streamer). */
  passwordRequired: boolean;
}

/** A failed room load (spec 2 section 8: status, error and suggestions). */
export interface RoomLoadFailure {
  status: number | null;
  error: string;
  suggestions: string[];
}

/** `vidstop` of the guest overlay: after 1 minute ('1'), at once ('now'), or after 2 minutes (none). */
export type Vidstop = '1' | 'now' | null;

export interface RoomInput {
  username: string;
  /** The signed-in viewer's username; null for a guest. */
  viewer: string | null;
  vidstop?: Vidstop;
  /** The guest overlay was shown to this browser before (remembered by the app). */
  guestOverlaySeen?: boolean;
  /** Age verification requires a card and none is on file. */
  cardRequired?: boolean;
  /** The room answer the app already holds (its route loaded it): the room starts ready with it. */
  loaded?: RoomFacts | null;
}

export interface RoomContext extends RoomFacts {
  username: string;
  viewer: string | null;
  vidstop: Vidstop;
  guestOverlaySeen: boolean;
  cardRequired: boolean;
  failure: RoomLoadFailure | null;
  removal: 'banned' | 'kicked' | null;
  /** Started with the room answer at hand: no load. */
  startedLoaded: boolean;
}

/** Server facts the room folds (decoded frames, typed by protocol/). */
export type RoomServerEvent =
  | EventOf<'v3.chat.update'>
  | EventOf<'v3.private.started'>
  | EventOf<'v3.private.end'>
  | EventOf<'v3.spy.end'>
  | EventOf<'v3.chat.banned'>
  | EventOf<'v3.chat.kicked'>
  | EventOf<'v3.chat.moderate'>;

/** API results and user intents. */
export type RoomEvent =
  | RoomServerEvent
  | { type: 'room.retry' }
  /** The room answer again after a socket rejoin: what changed while the socket was away. */
  | { type: 'room.refreshed'; facts: RoomFacts }
  | { type: 'spy.started' }
  | { type: 'ticket.bought' }
  | { type: 'password.accepted' };

function loadFailure(error: unknown): RoomLoadFailure {
  if (error && typeof error === 'object') {
    const { status, error: message, suggestions } = error as Record<string, unknown>;
    if (typeof message === 'string')
      return {
        status: typeof status === 'number' ? status : null,
        error: message,
        suggestions: Array.isArray(suggestions)
          ? suggestions.filter((name): name is string => typeof name === 'string')
          : [],
      };
  }
  return { status: null, error: error instanceof Error ? error.message : String(error), suggestions: [] };
}

const initialFacts: RoomFacts = { chatStatus: 'offline', mode: 'public', passwordRequired: false };

/**
 * One model's room as a viewer sees it: the load (loading, ready, error), the chat status and the
 * viewer's mode (spec 2 section 4.1), the guest overlay timer, and removal on ban or kick.
 * src/ provides `loadRoom` (the validated room query), `rememberGuestOverlay` (local storage) and
 * `leaveRoom` (go home with the toast).
 */
export const roomMachine = lazyMachine(() =>
  setup({
    types: {
      input: {} as RoomInput,
      context: {} as RoomContext,
      events: {} as RoomEvent,
    },
    actors: {
      loadRoom: fromPromise<RoomFacts, { username: string }>(async () => {
        throw new Error('loadRoom is provided by the app');
      }),
    },
    actions: {
      rememberGuestOverlay: () => {},
      /** Banned or kicked: the app drops the room, sends the viewer home and toasts why. */
      leaveRoom: () => {},
    },
    delays: {
      // Spec: the guest overlay after 1 minute with vidstop=1, otherwise after 2 minutes.
      guestOverlayShort: 60_000,
      guestOverlayLong: 120_000,
    },
    guards: {
      startedLoaded: ({ context }) => context.startedLoaded,
      isMember: ({ context }) => context.viewer !== null,
      overlayAtOnce: ({ context }) => context.vidstop === 'now' || context.guestOverlaySeen,
      overlayAfterOneMinute: ({ context }) => context.vidstop === '1',
      aboutViewer: ({ context, event }) =>
        (event.type === 'v3.chat.banned' || event.type === 'v3.chat.kicked') &&
        event.payload.username === context.viewer,
      removesViewer: ({ context, event }) =>
        event.type === 'v3.chat.moderate' &&
        event.payload.add &&
        (event.payload.action === 'banned' || event.payload.action === 'kicked') &&
        event.payload.username === context.viewer,
      viewerStartedPrivate: ({ context, event }) =>
        event.type === 'v3.private.started' && event.payload.username === context.viewer,
    },
  }).createMachine({
    id: 'room',
    description: 'A model room: load, chat status and viewer mode, guest overlay, ban and kick.',
    context: ({ input }) => {
      // Spec 2 section 8: a room action without a username is an error.
      if (!input.username) throw new Error('A room needs a username');
      return {
        ...(input.loaded ?? initialFacts),
        startedLoaded: Boolean(input.loaded),
        username: input.username,
        viewer: input.viewer,
        vidstop: input.vidstop ?? null,
        guestOverlaySeen: input.guestOverlaySeen ?? false,
        cardRequired: input.cardRequired ?? false,
        failure: null,
        removal: null,
      };
    },
    initial: 'starting',
    states: {
      starting: {
        always: [{ guard: 'startedLoaded', target: 'ready' }, { target: 'loading' }],
      },
      loading: {
        invoke: {
          src: 'loadRoom',
          input: ({ context }) => ({ username: context.username }),
          onDone: { target: 'ready', actions: assign(({ event }) => ({ ...event.output, failure: null })) },
          onError: { target: 'error', actions: assign({ failure: ({ event }) => loadFailure(event.error) }) },
        },
      },
      error: {
        on: { 'room.retry': 'loading' },
      },
      ready: {
        type: 'parallel',
        on: {
          'room.refreshed': { actions: assign(({ event }) => ({ ...event.facts })) },
          'v3.chat.update': {
            actions: assign(({ context, event }) => ({
              chatStatus: event.payload.status,
              // A ticket show's audience returns to public when the show is over.
              mode:
                context.mode === 'limited' && event.payload.status !== 'limited' ? 'public' : context.mode,
            })),
          },
          'v3.private.started': [
            { guard: 'viewerStartedPrivate', actions: assign({ chatStatus: 'private', mode: 'private' }) },
            { actions: assign({ chatStatus: 'private' }) },
          ],
          'v3.private.end': {
            actions: assign(({ context }) => ({
              mode: context.mode === 'private' || context.mode === 'spy' ? 'public' : context.mode,
            })),
          },
          'v3.spy.end': {
            actions: assign(({ context }) => ({ mode: context.mode === 'spy' ? 'public' : context.mode })),
          },
          'spy.started': { actions: assign({ mode: 'spy' }) },
          'ticket.bought': { actions: assign({ mode: 'limited' }) },
          'password.accepted': { actions: assign({ passwordRequired: false }) },
          'v3.chat.banned': {
            guard: 'aboutViewer',
            target: 'removed',
            actions: assign({ removal: 'banned' }),
          },
          'v3.chat.kicked': {
            guard: 'aboutViewer',
            target: 'removed',
            actions: assign({ removal: 'kicked' }),
          },
          'v3.chat.moderate': {
            guard: 'removesViewer',
            target: 'removed',
            actions: assign({
              removal: ({ event }) => (event.payload.action === 'banned' ? 'banned' : 'kicked'),
            }),
          },
        },
        states: {
          guestOverlay: {
            initial: 'deciding',
            states: {
              deciding: {
                always: [
                  { guard: 'isMember', target: 'never' },
                  { guard: 'overlayAtOnce', target: 'shown' },
                  { guard: 'overlayAfterOneMinute', target: 'waitingOneMinute' },
                  { target: 'waitingTwoMinutes' },
                ],
              },
              waitingOneMinute: { after: { guestOverlayShort: 'shown' } },
              waitingTwoMinutes: { after: { guestOverlayLong: 'shown' } },
              shown: { entry: ['rememberGuestOverlay', assign({ guestOverlaySeen: true })] },
              never: {},
            },
          },
        },
      },
      removed: { type: 'final', entry: 'leaveRoom' },
    },
  }),
);
