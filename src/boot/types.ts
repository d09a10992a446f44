/** Where the app's API and sockets are: a real v3 backend, or the simulator. */
export interface Backend {
  kind: 'real' | 'simulator-in-page' | 'simulator-server';
  apiBase: string;
  lobbySocketUrl: string;
  /** The WebSocket constructor for these sockets: the in-page simulator's (mock-socket); else the global one. */
  WebSocket?: typeof WebSocket;
  /** The simulator's world seed (journals carry it so a session can be replayed against it). */
  seed?: string;
}
