/** The one module of the app that reaches simulator/ (loaded lazily by backend.ts). */
import type { Backend } from './types';

const defaultServerPort = '8787';

export async function startSimulator(location: Location): Promise<Backend> {
  const params = new URLSearchParams(location.search);
  if (params.get('sim') === 'server') {
    // `?simPort=` reaches a sim:server started on another port (the server-mode e2e picks a free one).
    const port = /^\d{2,5}$/.test(params.get('simPort') ?? '') ? params.get('simPort') : defaultServerPort;
    const serverOrigin = `http://127.0.0.1:${port}`;
    // The first API calls wait for the route chunks: open the connection meanwhile (a real-backend
    // build has this preconnect in index.html already).
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'preconnect', href: serverOrigin }),
    );
    return {
      kind: 'simulator-server',
      apiBase: `${serverOrigin}/api`,
      lobbySocketUrl: `${serverOrigin.replace('http', 'ws')}/v3/lobby`,
    };
  }
  const { startInPageSimulator } = await import('../../simulator/browser');
  const started = await startInPageSimulator({ search: location.search, host: location.host });
  return {
    kind: 'simulator-in-page',
    apiBase: started.apiBase,
    lobbySocketUrl: started.lobbySocketUrl,
    WebSocket: started.WebSocket,
    seed: started.seed,
  };
}
