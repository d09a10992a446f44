import { createActorContext } from '@xstate/react';
import { useMemo } from 'react';
import { type ModalKind, type ModalParams, modalStackMachine } from '../../machines/modal-stack';
import { type ToastInput, toastsMachine } from '../../machines/toasts';

/** The shell's two app-wide actors, provided once by the root layout. */
export const ModalStack = createActorContext(modalStackMachine);
export const Toasts = createActorContext(toastsMachine);

/** Open and close modals by name from any view. */
export function useModals() {
  const modalStack = ModalStack.useActorRef();
  return useMemo(
    () => ({
      open: (kind: ModalKind, params?: ModalParams, options?: { dismissible?: boolean }) =>
        modalStack.send({ type: 'modal.open', kind, params, dismissible: options?.dismissible }),
      close: (id: string) => modalStack.send({ type: 'modal.close', id }),
      closeTop: () => modalStack.send({ type: 'modal.closeTop' }),
    }),
    [modalStack],
  );
}

/** Show a toast from any view; it auto-dismisses after 2.5 s unless `autoDismiss: false`. */
export function useToasts() {
  const toasts = Toasts.useActorRef();
  return useMemo(
    () => ({ show: (toast: ToastInput) => toasts.send({ type: 'toast.show', toast }) }),
    [toasts],
  );
}
