/** Starts the simulator inside the page: HTTP through msw's service worker, state in IndexedDB. */
import { getResponse, http, isCommonAssetRequest, type RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { createHandlers } from './api/handlers';
import { apiBase } from './api/http';
import { driveInRealTime } from './core/clock';
import { indexedDbJournalStore } from './persistence/idb-store';
import { type ControlCommand, openSimulation, type Simulation } from './simulation';
import { defaultSeed } from './world/world';

export interface InPageSimulator {
  apiBase: string;
  lobbySocketUrl: string;
  seed: string;
  /** Hand-fired simulator events (the dev control drawer). */
  control(command: ControlCommand): Promise<{ ok: boolean; error?: string }>;
}

/**
 * Query parameters: `?seed=` picks the world (default fixed), `?scenario=` a named scenario,
 * `?room=` its stage room, `?sim=reset` forgets what this seed's world persisted.
 *
 * The world is built lazily: the worker starts at once (so the app renders), and the first
 * simulated request waits for the world. Static assets never wait.
 */
export async function startInPageSimulator(page: { search: string; host: string }): Promise<InPageSimulator> {
  const params = new URLSearchParams(page.search);
  const seed = params.get('seed') || defaultSeed;
  const ready = openWorld(seed, params);
  const worker = setupWorker(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      if (url.origin !== location.origin) return undefined;
      if (!url.pathname.startsWith(apiBase) && isCommonAssetRequest(request)) return undefined;
      const { handlers } = await ready;
      return getResponse(handlers, request);
    }),
  );
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return {
    apiBase,
    lobbySocketUrl: 'ws://simulator.localhost/v3/lobby',
    seed,
    control: async (command) => {
      const outcome = (await ready).simulation.control(command);
      return outcome.ok ? { ok: true } : { ok: false, error: outcome.error };
    },
  };
}

async function openWorld(
  seed: string,
  params: URLSearchParams,
): Promise<{ simulation: Simulation; handlers: RequestHandler[] }> {
  const store = indexedDbJournalStore(seed);
  if (params.get('sim') === 'reset') await store.clear();
  const simulation = await openSimulation({
    seed,
    scenario: params.get('scenario'),
    room: params.get('room'),
    store,
  });
  driveInRealTime(simulation.world.clock);
  addEventListener('pagehide', () => void simulation.world.flush());
  return { simulation, handlers: createHandlers(simulation) };
}
