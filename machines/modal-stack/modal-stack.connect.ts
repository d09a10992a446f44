import type { SnapshotFrom } from 'xstate';
import type { ModalEntry, modalStackMachine } from './modal-stack.machine';

export interface ModalLayer extends ModalEntry {
  /** 0 for the bottom modal; the top one has the highest depth. */
  depth: number;
  isTop: boolean;
}

export interface ModalStackView {
  state: 'idle' | 'open';
  layers: ModalLayer[];
  top: ModalLayer | undefined;
}

/** What the modal host renders: every open layer, bottom first, and which one is on top. */
export function connectModalStack(
  snapshot: SnapshotFrom<ReturnType<typeof modalStackMachine>>,
): ModalStackView {
  const { stack } = snapshot.context;
  const layers = stack.map((entry, depth) => ({ ...entry, depth, isTop: depth === stack.length - 1 }));
  return { state: snapshot.matches('open') ? 'open' : 'idle', layers, top: layers.at(-1) };
}
