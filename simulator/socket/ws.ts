/**
 * The v3 socket server in `npm run sim:server`: `ws` attached to the simulator's node:http server
 * (upgrade requests to /v3/lobby and /v3/room/<model>), so several browser windows share one world.
 */
import type { Server as HttpServer } from 'node:http';
import { WebSocketServer } from 'ws';
import type { Simulation } from '../simulation';
import { endpointOf, V3SocketServer } from './v3-server';

export interface NodeSockets {
  server: V3SocketServer;
  close(): Promise<void>;
}

export function attachWebSocketServer(
  http: HttpServer,
  simulation: Simulation,
  socketOrigin: string,
): NodeSockets {
  const v3 = new V3SocketServer(simulation, { socketOrigin });
  const wss = new WebSocketServer({ noServer: true });
  const onUpgrade: Parameters<HttpServer['on']>[1] = (request, socket, head) => {
    const endpoint = endpointOf(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!endpoint) {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const handle = v3.connect(endpoint, {
        send: (frame) => ws.send(frame),
        close: (code, reason) => ws.close(code, reason),
      });
      // Text frames are JSON, binary frames MessagePack: ws says which.
      ws.on('message', (data, isBinary) => {
        const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
        handle.receive(isBinary ? new Uint8Array(bytes) : bytes.toString('utf8'));
      });
      ws.on('close', () => handle.closed());
    });
  };
  http.on('upgrade', onUpgrade);
  return {
    server: v3,
    close: async () => {
      http.off('upgrade', onUpgrade);
      v3.stop();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
