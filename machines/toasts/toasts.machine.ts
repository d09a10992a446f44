import { assign, sendParent, setup, stopChild } from 'xstate';
import { lazyMachine } from '../lazy-machine';

export type ToastAppearance = 'success' | 'error' | 'info' | 'warning';

export interface ToastInput {
  appearance: ToastAppearance;
  content: string;
  title?: string;
  /** Spec 1 section 4: toasts auto-dismiss after 2.5 s unless disabled. */
  autoDismiss?: boolean;
}

export interface Toast extends Required<Omit<ToastInput, 'title'>> {
  id: string;
  title?: string;
}

export type ToastsEvent =
  | { type: 'toast.show'; toast: ToastInput }
  | { type: 'toast.dismiss'; id: string }
  | { type: 'toast.expired'; id: string };

/** One toast's life: shown, then gone after the dismiss delay (or never, when auto-dismiss is off). */
export const toastTimerMachine = lazyMachine(() =>
  setup({
    types: {
      input: {} as { id: string; autoDismiss: boolean },
      context: {} as { id: string; autoDismiss: boolean },
    },
    delays: { toastDismiss: 2500 },
    guards: { autoDismisses: ({ context }) => context.autoDismiss },
  }).createMachine({
    id: 'toastTimer',
    context: ({ input }) => input,
    initial: 'shown',
    states: {
      shown: {
        after: { toastDismiss: { guard: 'autoDismisses', target: 'expired' } },
      },
      expired: {
        entry: sendParent(({ context }) => ({ type: 'toast.expired', id: context.id })),
        type: 'final',
      },
    },
  }),
);

/** The toast list. Ids come from a counter, so a journal replay produces the same ids. */
export const toastsMachine = lazyMachine(() =>
  setup({
    types: { context: {} as { toasts: Toast[]; nextId: number }, events: {} as ToastsEvent },
    actors: { toastTimer: toastTimerMachine() },
  }).createMachine({
    id: 'toasts',
    description: 'Toast notifications; each one auto-dismisses after 2.5 s unless it asks not to.',
    context: { toasts: [], nextId: 1 },
    on: {
      'toast.show': {
        actions: [
          assign(({ context, event, spawn }) => {
            const id = `toast-${context.nextId}`;
            const autoDismiss = event.toast.autoDismiss ?? true;
            spawn('toastTimer', { id, input: { id, autoDismiss } });
            return {
              nextId: context.nextId + 1,
              toasts: [...context.toasts, { ...event.toast, autoDismiss, id }],
            };
          }),
        ],
      },
      'toast.dismiss': {
        actions: [
          stopChild(({ event }) => event.id),
          assign({ toasts: ({ context, event }) => context.toasts.filter((toast) => toast.id !== event.id) }),
        ],
      },
      'toast.expired': {
        actions: assign({
          toasts: ({ context, event }) => context.toasts.filter((toast) => toast.id !== event.id),
        }),
      },
    },
  }),
);
