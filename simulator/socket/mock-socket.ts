/**
 * The v3 socket server in the page, through mock-socket: one mock `Server` at the lobby URL and one
 * per room URL the lobby hands out. Global WebSocket is left alone (`mock: false`, so Vite's HMR
 * socket keeps working): the app opens simulator sockets with mock-socket's WebSocket, which
 * `startInPageSimulator` returns.
 */
import { WebSocket as MockWebSocket, Server } from 'mock-socket';
import type { WireData } from '../../protocol';
import type { Simulation } from '../simulation';
import { type Endpoint, V3SocketServer } from './v3-server';

/**
 * Bytes go out as an ArrayBuffer of their own: mock-socket turns any other view into a string
 * (and so would break MessagePack framing).
 */
export function toMockSocketData(frame: WireData): string | ArrayBuffer {
  return typeof frame === 'string' ? frame : frame.slice().buffer;
}

export interface InPageSockets {
  server: V3SocketServer;
  lobbyUrl: string;
  /** The WebSocket constructor that reaches these servers. */
  WebSocket: typeof WebSocket;
  stop(): void;
}

export function startMockSocketServers(simulation: Simulation, socketOrigin: string): InPageSockets {
  const servers = new Map<string, Server>();
  const v3 = new V3SocketServer(simulation, {
    socketOrigin,
    hostRoom: (room) => listen(v3.roomUrl(room), { scope: 'room', room }),
  });
  function listen(url: string, endpoint: Endpoint) {
    if (servers.has(url)) return;
    const server = new Server(url, { mock: false });
    servers.set(url, server);
    server.on('connection', (socket) => {
      const handle = v3.connect(endpoint, {
        send: (frame) => socket.send(toMockSocketData(frame)),
        close: (code, reason) => socket.close({ code, reason, wasClean: true }),
      });
      socket.on('message', (data) => handle.receive(data));
      socket.on('close', () => handle.closed());
    });
  }
  listen(v3.lobbyUrl, { scope: 'lobby' });
  return {
    server: v3,
    lobbyUrl: v3.lobbyUrl,
    WebSocket: MockWebSocket as unknown as typeof WebSocket,
    stop() {
      v3.stop();
      for (const server of servers.values()) server.stop();
      servers.clear();
    },
  };
}
