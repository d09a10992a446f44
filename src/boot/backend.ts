import type { Backend } from './types';

/**
 * Which backend the app talks to. A build with VITE_API_URL set talks to that real v3 backend and
 * contains no simulator code (the dynamic import below is removed as dead code). Otherwise the app
 * runs the simulator in the page, or talks to `npm run sim:server` when `?sim=server` is given.
 */

const realApiUrl = import.meta.env.VITE_API_URL as string | undefined;
const realSocketUrl = import.meta.env.VITE_LOBBY_SOCKET_URL as string | undefined;

export async function startBackend(location: Location): Promise<Backend> {
  if (realApiUrl) {
    return { kind: 'real', apiBase: realApiUrl, lobbySocketUrl: realSocketUrl ?? '' };
  }
  const { startSimulator } = await import('./simulator');
  return startSimulator(location);
}
