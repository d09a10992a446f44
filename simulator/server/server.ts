import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { getResponse, type RequestHandler } from 'msw';
import { createHandlers } from '../api/handlers';
import { driveInRealTime } from '../core/clock';
import { fileJournalStore } from '../persistence/file-store';
import { openSimulation, type Simulation } from '../simulation';
import { attachWebSocketServer } from '../socket/ws';
import { defaultSeed } from '../world/world';

export interface SimServerOptions {
  port?: number;
  host?: string;
  seed?: string;
  scenario?: string | null;
  room?: string | null;
  /** Where the journal is kept; null keeps it in memory only. */
  dataDirectory?: string | null;
  fresh?: boolean;
  /** Follow real time (default); tests advance the clock themselves. */
  realTime?: boolean;
}

export interface SimServer {
  server: Server;
  simulation: Simulation;
  url: string;
  close(): Promise<void>;
}

/** The app's origins in development: localhost, 127.0.0.1 and *.localhost site variants, any port. */
const allowedOrigin = /^https?:\/\/([a-z0-9-]+\.)*(localhost|127\.0\.0\.1)(:\d+)?$/i;

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  if (!origin || !allowedOrigin.test(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, X-CSRF-TOKEN, Accept',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function toRequest(request: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const chunks: Buffer[] = [];
  if (hasBody) for await (const chunk of request) chunks.push(chunk as Buffer);
  return new Request(new URL(request.url ?? '/', origin), {
    method: request.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

async function answer(
  handlers: RequestHandler[],
  origin: string,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const cors = corsHeaders(request);
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors).end();
    return;
  }
  const mocked = await getResponse(handlers, await toRequest(request, origin));
  if (!mocked) {
    response.writeHead(404, { 'Content-Type': 'application/json', ...cors });
    response.end(JSON.stringify({ status: false, error: 'Not found', errorType: 'not_found' }));
    return;
  }
  const headers: Record<string, string> = { ...cors };
  mocked.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = Buffer.from(await mocked.arrayBuffer());
  if (!shouldCompress(request, headers['content-type'], body)) {
    response.writeHead(mocked.status, headers);
    response.end(body);
    return;
  }
  // A real backend compresses its JSON; without it the bench measured transfer the app never pays.
  const compressed = gzipSync(body, { level: 6 });
  delete headers['content-length'];
  headers['content-encoding'] = 'gzip';
  headers.vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
  delete headers.Vary;
  response.writeHead(mocked.status, headers);
  response.end(compressed);
}

/** Text answers worth compressing (JSON, SVG thumbnails) for a client that accepts gzip. */
const compressibleType = /^(application\/(json|javascript)|image\/svg\+xml|text\/)/i;

function shouldCompress(request: IncomingMessage, contentType: string | undefined, body: Buffer): boolean {
  const accepts = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  return accepts && body.length >= 1024 && compressibleType.test(contentType ?? '');
}

/**
 * `npm run sim:server`: the same msw handlers answered over real HTTP on 127.0.0.1, so several
 * browser windows share one world. WebSocket upgrades go to the v3 socket server (simulator/socket/ws.ts), attached to the same
 * node:http server: ws://127.0.0.1:8787/v3/lobby and /v3/room/<model>.
 */
export async function startSimServer(options: SimServerOptions = {}): Promise<SimServer> {
  const seed = options.seed ?? defaultSeed;
  const store =
    options.dataDirectory === null ? undefined : fileJournalStore(seed, options.dataDirectory ?? '.sim-data');
  if (options.fresh) await store?.clear();
  const simulation = await openSimulation({ seed, scenario: options.scenario, room: options.room, store });
  const stopClock = options.realTime === false ? () => {} : driveInRealTime(simulation.world.clock);
  const handlers = createHandlers(simulation);
  const host = options.host ?? '127.0.0.1';
  const server = createServer((request, response) => {
    answer(handlers, `http://${request.headers.host ?? host}`, request, response).catch((error: unknown) => {
      console.error('sim server:', error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ status: false, error: 'Simulator error', errorType: 'server_error' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 8787, host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 8787);
  simulation.imageOrigin = `http://${host}:${port}`;
  const sockets = attachWebSocketServer(server, simulation, `ws://${host}:${port}`);
  return {
    server,
    simulation,
    url: `http://${host}:${port}`,
    async close() {
      stopClock();
      await sockets.close();
      simulation.stopScenario();
      await simulation.world.flush();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
