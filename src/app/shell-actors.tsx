/**
 * The shell's two app-wide actors, the modal stack and the toasts, behind a small handle. They start
 * on first use (a modal opened, a toast shown): until then the shell draws an empty stack and an
 * empty toast list, and xstate stays out of the first render's scripts (docs/performance.md, Bundle).
 * Intents sent before the actors run are queued and delivered in order once they start.
 */
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { connectModalStack, type ModalStackView } from '../../machines/modal-stack/modal-stack.connect';
import type { ModalKind, ModalParams, ModalStackEvent } from '../../machines/modal-stack/modal-stack.machine';
import type { Toast, ToastInput, ToastsEvent } from '../../machines/toasts/toasts.machine';
import type { ShellActors } from './shell-actors.start';

export interface ShellActorsHandle {
  /** The running actors; null until the first intent starts them. */
  current(): ShellActors | null;
  /** Called once the actors have started. */
  subscribe(listener: () => void): () => void;
  sendModal(event: ModalStackEvent): void;
  sendToast(event: ToastsEvent): void;
  stop(): void;
}

export function createShellActorsHandle(start: () => Promise<ShellActors>): ShellActorsHandle {
  let actors: ShellActors | null = null;
  let starting: Promise<void> | undefined;
  let queued: Array<(actors: ShellActors) => void> = [];
  const listeners = new Set<() => void>();

  const withActors = (use: (actors: ShellActors) => void) => {
    if (actors) return use(actors);
    queued.push(use);
    if (starting) return;
    starting = start().then(
      (started) => {
        actors = started;
        for (const deliver of queued) deliver(started);
        queued = [];
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        // The chunk did not load (offline): drop these intents; the next one tries again.
        starting = undefined;
        queued = [];
        console.error('Could not start the modal stack and toasts', error);
      },
    );
  };

  return {
    current: () => actors,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sendModal: (event) => withActors(({ modalStack }) => modalStack.send(event)),
    sendToast: (event) => withActors(({ toasts }) => toasts.send(event)),
    stop() {
      actors?.modalStack.stop();
      actors?.toasts.stop();
      actors = null;
      starting = undefined;
      queued = [];
    },
  };
}

const startLazily = () => import('./shell-actors.start').then(({ startShellActors }) => startShellActors());

const ShellActorsContext = createContext<ShellActorsHandle | null>(null);

/** Provides the shell's actors to the app; `start` is injectable for tests (a clock, a spy). */
export function ShellActorsProvider({
  children,
  start = startLazily,
}: {
  children: ReactNode;
  start?: () => Promise<ShellActors>;
}) {
  const [handle] = useState(() => createShellActorsHandle(start));
  useEffect(() => () => handle.stop(), [handle]);
  return <ShellActorsContext.Provider value={handle}>{children}</ShellActorsContext.Provider>;
}

export function useShellActors(): ShellActorsHandle {
  const handle = useContext(ShellActorsContext);
  if (!handle) throw new Error('useShellActors needs a ShellActorsProvider');
  return handle;
}

interface Observable<Snapshot> {
  subscribe(listener: () => void): { unsubscribe(): void };
  getSnapshot(): Snapshot;
}

/** The actors once started (re-renders when they start). */
function useStartedActors(): ShellActors | null {
  const handle = useShellActors();
  return useSyncExternalStore(handle.subscribe, handle.current);
}

/** An actor's current snapshot, or null while the actors have not started. */
function useSnapshot<Snapshot>(actor: Observable<Snapshot> | undefined): Snapshot | null {
  const subscribe = useMemo(
    () => (onChange: () => void) => {
      const subscription = actor?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () => actor?.getSnapshot() ?? null);
}

const noModals: ModalStackView = { state: 'idle', layers: [], top: undefined };
const noToasts: Toast[] = [];

/** What the modal host draws: the open layers (none before the stack has started). */
export function useModalStackView(): ModalStackView {
  const snapshot = useSnapshot(useStartedActors()?.modalStack);
  return useMemo(() => (snapshot ? connectModalStack(snapshot) : noModals), [snapshot]);
}

export function useToastList(): Toast[] {
  return useSnapshot(useStartedActors()?.toasts)?.context.toasts ?? noToasts;
}

/** Open and close modals by name from any view. */
export function useModals() {
  const handle = useShellActors();
  return useMemo(
    () => ({
      open: (kind: ModalKind, params?: ModalParams, options?: { dismissible?: boolean }) =>
        handle.sendModal({ type: 'modal.open', kind, params, dismissible: options?.dismissible }),
      close: (id: string) => handle.sendModal({ type: 'modal.close', id }),
      closeTop: () => handle.sendModal({ type: 'modal.closeTop' }),
    }),
    [handle],
  );
}

/** Show a toast from any view; it auto-dismisses after 2.5 s unless `autoDismiss: false`. */
export function useToasts() {
  const handle = useShellActors();
  return useMemo(
    () => ({
      show: (toast: ToastInput) => handle.sendToast({ type: 'toast.show', toast }),
      dismiss: (id: string) => handle.sendToast({ type: 'toast.dismiss', id }),
    }),
    [handle],
  );
}
