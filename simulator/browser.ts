/** Starts the simulator inside the page: HTTP through msw's service worker. */
import { setupWorker } from 'msw/browser';
import { createHandlers } from './api/handlers';
import { apiBase } from './api/http';

export interface InPageSimulator {
  apiBase: string;
  lobbySocketUrl: string;
}

export async function startInPageSimulator(_page: {
  search: string;
  host: string;
}): Promise<InPageSimulator> {
  const worker = setupWorker(...createHandlers());
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return { apiBase, lobbySocketUrl: 'ws://simulator.localhost/v3/lobby' };
}
