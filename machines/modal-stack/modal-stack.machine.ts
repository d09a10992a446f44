import { assign, setup } from 'xstate';
import { lazyMachine } from '../lazy-machine';

/**
 * Every modal of spec 1 section 2. The machine only holds names; the app registers a lazily loaded
 * view per kind as the feature that owns it lands.
 */
export const modalKinds = [
  'sign-up',
  'forgot-password',
  'privacy-policy',
  'terms',
  'change-username',
  'purchase-tokens',
  'purchase-biller',
  'payment-success',
  'payment-failed',
  'purchase-declined',
  'daily-low-limit',
  'post-pay',
  'post-pay-verify',
  'upgrade',
  'age-verification',
  'lovense-available',
  'rating',
  'email-confirm',
  'promo-wheel',
  'vault-free-wheel',
  'contact-support',
  'media-price-confirmation',
  'promo',
] as const;

export type ModalKind = (typeof modalKinds)[number];

/** Serializable parameters (a variant name, an amount), so a journal replay reopens the same modal. */
export type ModalParams = Readonly<Record<string, string | number | boolean>>;

export interface ModalEntry {
  id: string;
  kind: ModalKind;
  params: ModalParams;
  /** Escape closes the top modal only when it is dismissible (a required step is not). */
  dismissible: boolean;
}

export type ModalStackEvent =
  | { type: 'modal.open'; kind: ModalKind; params?: ModalParams; dismissible?: boolean }
  | { type: 'modal.close'; id: string }
  | { type: 'modal.closeTop' }
  | { type: 'modal.closeAll' };

interface ModalStackContext {
  stack: ModalEntry[];
  nextId: number;
}

export const modalStackMachine = lazyMachine(() =>
  setup({
    types: { context: {} as ModalStackContext, events: {} as ModalStackEvent },
    guards: {
      stackEmpty: ({ context }) => context.stack.length === 0,
      topDismissible: ({ context }) => context.stack.at(-1)?.dismissible === true,
    },
    actions: {
      // One entry per kind: opening a kind that is already open brings it to the top with new params.
      push: assign(({ context, event }) => {
        if (event.type !== 'modal.open') return {};
        const entry: ModalEntry = {
          id: `modal-${context.nextId}`,
          kind: event.kind,
          params: event.params ?? {},
          dismissible: event.dismissible ?? true,
        };
        return {
          nextId: context.nextId + 1,
          stack: [...context.stack.filter((open) => open.kind !== event.kind), entry],
        };
      }),
      remove: assign({
        stack: ({ context, event }) =>
          event.type === 'modal.close' ? context.stack.filter((open) => open.id !== event.id) : context.stack,
      }),
      popTop: assign({ stack: ({ context }) => context.stack.slice(0, -1) }),
      clear: assign({ stack: [] }),
    },
  }).createMachine({
    id: 'modalStack',
    description: 'The modal stack: open by name, Escape closes only the top one.',
    context: { stack: [], nextId: 1 },
    initial: 'idle',
    states: {
      idle: {
        on: { 'modal.open': { target: 'open', actions: 'push' } },
      },
      open: {
        always: { guard: 'stackEmpty', target: 'idle' },
        on: {
          'modal.open': { actions: 'push' },
          'modal.close': { actions: 'remove' },
          'modal.closeTop': { guard: 'topDismissible', actions: 'popTop' },
          'modal.closeAll': { actions: 'clear' },
        },
      },
    },
  }),
);
