import { lazy, Suspense, useState } from 'react';
import type { ApiClient } from '../api/client';
import type { Backend } from '../boot/types';

/**
 * Where the simulator's dev drawer mounts. A build aimed at a real backend (VITE_API_URL set)
 * folds `embedsSimulator` to false, so the lazy import below, and the drawer with it, is dropped
 * from the bundle (scripts/check-build.mjs proves it).
 */
const embedsSimulator = !import.meta.env.VITE_API_URL;
const SimPanel = embedsSimulator ? lazy(() => import('./SimPanel')) : null;

/** Shown when the backend is the simulator, in dev builds or with `?sim=panel` (`&panel` with `?sim=server`). */
export function simPanelWanted(backend: Backend, search: string, dev: boolean): boolean {
  if (backend.kind === 'real') return false;
  const params = new URLSearchParams(search);
  return dev || params.get('sim') === 'panel' || params.has('panel');
}

export function SimPanelSlot({ api, backend }: { api: ApiClient; backend: Backend }) {
  // Decided once per page load: the flag stays while the app navigates away from the ?sim=panel URL.
  const [wanted] = useState(() => simPanelWanted(backend, window.location.search, import.meta.env.DEV));
  if (!SimPanel || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <SimPanel api={api} />
    </Suspense>
  );
}
