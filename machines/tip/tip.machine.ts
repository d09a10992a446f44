import { assign, emit, enqueueActions, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { EventOf } from '../../protocol';
import { lazyMachine } from '../lazy-machine';
import { type TipSound, tipSoundFor, tipVolume } from './tip-sound';

/** Spec 1 section 9: the tip amount defaults to 25. */
export const defaultTipAmount = 25;

/** The body of POST tip/{id} (spec 1 section 7). */
export interface TipRequest {
  targetId: number;
  amount: number;
  comment: string;
  source_id: string;
  type: string;
  app_data: string;
}

/** The answer, as the app's actor reads it: status 1 with the new balance, or errorType and error. */
export type TipResult = { ok: true; tokens: number | null } | { ok: false; errorType: string; error: string };

/** Modals a tip opens (names of the shell's modal stack). */
export type TipModal = 'sign-up' | 'purchase-tokens' | 'post-pay' | 'daily-low-limit';

export type TipEmitted =
  | { type: 'tip.modal'; kind: TipModal; params: Readonly<Record<string, string | number | boolean>> }
  | { type: 'tip.sent'; amount: number };

export interface TipInput {
  /** The model's account id and username; a missing id reads 'Something went wrong'. */
  target: { id: number | null; username: string };
  viewer: { username: string | null };
  /** Balance when known (GET /user/current); v3.token.update keeps it current. */
  balance: number | null;
  whiteLabel: boolean;
}

export interface TipContext extends TipInput {
  amount: number;
  comment: string;
  /** 0 to 1, from the volume_tip setting (default 70). */
  volume: number;
  error: string | null;
}

export type TipEvent =
  | { type: 'tip.amount.change'; amount: number }
  | { type: 'tip.comment.change'; comment: string }
  | { type: 'tip.submit'; source_id?: string; tipType?: string; app_data?: string }
  | EventOf<'v3.token.update'>
  | EventOf<'v3.tip.received'>
  | EventOf<'v3.user.settings'>;

export type SoundCommand = { type: 'sound.play'; sound: TipSound; volume: number };

/**
 * Spec 1 section 8: what a failed tip opens. postpay_card_fail stops when the message is 'Not enough
 * tokens'. Designed: over_daily_limit and user_daily_limit share the daily-limit modal, as its
 * 'verify' and 'low' variants.
 */
export function tipFailureOutcome(
  errorType: string,
  error: string,
): { modal?: TipEmitted; message: string | null } {
  const modal = (kind: TipModal, params = {}) => ({ type: 'tip.modal' as const, kind, params });
  switch (errorType) {
    case 'not_enough_tokens':
      return { modal: modal('purchase-tokens', { reason: 'tip' }), message: null };
    case 'postpay_card_fail':
      return error === 'Not enough tokens' ? { message: error } : { modal: modal('post-pay'), message: null };
    case 'over_daily_limit':
      return { modal: modal('daily-low-limit', { variant: 'verify' }), message: null };
    case 'user_daily_limit':
      return { modal: modal('daily-low-limit', { variant: 'low' }), message: null };
    case 'invalid_target':
    case 'not_found':
      return { message: 'Something went wrong' };
    default:
      return { message: error || 'Something went wrong' };
  }
}

export const tipMachine = lazyMachine(() =>
  setup({
    types: {
      input: {} as TipInput,
      context: {} as TipContext,
      events: {} as TipEvent,
      emitted: {} as TipEmitted,
    },
    actors: {
      /** POST tip/{id}; the app provides it. */
      sendTip: fromPromise<TipResult, TipRequest>(async () => ({
        ok: false,
        errorType: 'unavailable',
        error: '',
      })),
      /** Plays tip sounds (Web Audio in the app); receives SoundCommand. */
      soundPlayer: fromCallback<SoundCommand>(() => {}),
    },
    guards: {
      isGuest: ({ context }) => context.viewer.username === null,
      hasNoTarget: ({ context }) => context.target.id === null,
      hasBadAmount: ({ context }) => !Number.isInteger(context.amount) || context.amount < 1,
      succeeded: (_, result: TipResult) => result.ok,
    },
    actions: {
      playFor: sendTo('soundPlayer', ({ context }, amount: number) => ({
        type: 'sound.play' as const,
        sound: tipSoundFor(amount, { whiteLabel: context.whiteLabel }),
        volume: context.volume,
      })),
    },
  }).createMachine({
    id: 'tip',
    description:
      'Tipping the room: POST tip/{id}, guests asked to register, errors to their modals, balance and tip sounds.',
    context: ({ input }) => ({ ...input, amount: defaultTipAmount, comment: '', volume: 0.7, error: null }),
    invoke: { id: 'soundPlayer', src: 'soundPlayer' },
    on: {
      'tip.amount.change': { actions: assign({ amount: ({ event }) => event.amount, error: null }) },
      'tip.comment.change': { actions: assign({ comment: ({ event }) => event.comment }) },
      'v3.token.update': {
        guard: ({ context, event }) => event.payload.username === context.viewer.username,
        actions: assign({ balance: ({ event }) => event.payload.tokens }),
      },
      'v3.user.settings': {
        guard: ({ event }) => 'volume_tip' in event.payload.settings,
        actions: assign({ volume: ({ event }) => tipVolume(event.payload.settings.volume_tip) }),
      },
      // The viewer's own tip already played when it succeeded.
      'v3.tip.received': {
        guard: ({ context, event }) => event.payload.sender_name !== context.viewer.username,
        actions: { type: 'playFor', params: ({ event }) => event.payload.tokens },
      },
    },
    initial: 'idle',
    states: {
      idle: {
        on: {
          'tip.submit': [
            {
              guard: 'isGuest',
              actions: emit({ type: 'tip.modal', kind: 'sign-up', params: { reason: 'tip' } }),
            },
            { guard: 'hasNoTarget', actions: assign({ error: 'Something went wrong' }) },
            { guard: 'hasBadAmount', actions: assign({ error: 'Enter a tip amount' }) },
            { target: 'sending', actions: assign({ error: null }) },
          ],
        },
      },
      sending: {
        invoke: {
          src: 'sendTip',
          input: ({ context, event }) => {
            const submit = event.type === 'tip.submit' ? event : undefined;
            return {
              targetId: context.target.id ?? 0,
              amount: context.amount,
              comment: context.comment,
              source_id: submit?.source_id ?? 'chat',
              type: submit?.tipType ?? 'public',
              app_data: submit?.app_data ?? '',
            };
          },
          onDone: [
            {
              guard: { type: 'succeeded', params: ({ event }) => event.output },
              target: 'idle',
              actions: enqueueActions(({ context, event, enqueue }) => {
                if (!event.output.ok) return;
                enqueue.assign({ balance: event.output.tokens ?? context.balance, comment: '' });
                enqueue.emit({ type: 'tip.sent', amount: context.amount });
                enqueue({ type: 'playFor', params: context.amount });
              }),
            },
            {
              target: 'idle',
              actions: enqueueActions(({ event, enqueue }) => {
                if (event.output.ok) return;
                const outcome = tipFailureOutcome(event.output.errorType, event.output.error);
                enqueue.assign({ error: outcome.message });
                if (outcome.modal) enqueue.emit(outcome.modal);
              }),
            },
          ],
          onError: { target: 'idle', actions: assign({ error: 'Something went wrong' }) },
        },
      },
    },
  }),
);
