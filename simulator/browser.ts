/** Starts the simulator inside the page: HTTP through msw's service worker, state in IndexedDB. */
import { setupWorker } from 'msw/browser';
import { createHandlers } from './api/handlers';
import { apiBase } from './api/http';
import { driveInRealTime } from './core/clock';
import { indexedDbJournalStore } from './persistence/idb-store';
import { type ControlCommand, openSimulation } from './simulation';
import { startMockSocketServers } from './socket/mock-socket';
import { defaultSeed } from './world/world';

export interface InPageSimulator {
  apiBase: string;
  lobbySocketUrl: string;
  /** Opens sockets to the in-page v3 server (mock-socket's WebSocket; the global one is left alone). */
  WebSocket: typeof WebSocket;
  seed: string;
  /** Hand-fired simulator events (the dev control drawer). */
  control(command: ControlCommand): { ok: boolean; error?: string };
}

/**
 * Query parameters: `?seed=` picks the world (default fixed), `?scenario=` a named scenario,
 * `?room=` its stage room, `?sim=reset` forgets what this seed's world persisted.
 */
export async function startInPageSimulator(page: { search: string; host: string }): Promise<InPageSimulator> {
  const params = new URLSearchParams(page.search);
  const seed = params.get('seed') || defaultSeed;
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
  const worker = setupWorker(...createHandlers(simulation));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  const sockets = startMockSocketServers(simulation, 'ws://simulator.localhost');
  return {
    apiBase,
    lobbySocketUrl: sockets.lobbyUrl,
    WebSocket: sockets.WebSocket,
    seed,
    control: (command) => {
      const outcome = simulation.control(command);
      return outcome.ok ? { ok: true } : { ok: false, error: outcome.error };
    },
  };
}
