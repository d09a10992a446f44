/**
 * `npm run sim:server` as a child process for the benches: the simulated backend over real HTTP and
 * WebSocket on a free port of 127.0.0.1, so a page opened with `?sim=server&simPort=N` measures the
 * app alone, without the in-page simulator (and a sim:server already on 8787 is left alone).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port nothing listens on (the system picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface SimServer {
  port: number;
  /** `http://127.0.0.1:N`, for a build aimed at this server as its real backend. */
  origin: string;
  /** The query that points a page of the simulator build at this server. */
  query: string;
  stop: () => Promise<void>;
}

export async function startSimServer(): Promise<SimServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-sim-'));
  const child = spawn(
    'npx',
    ['tsx', 'simulator/server/main.ts', '--port', String(port), '--data-dir', dataDir, '--fresh'],
    // Its own process group: npx starts tsx, which starts node; stop() ends the whole group, so no
    // server outlives the bench (an orphan kept the port and the caller's stderr open).
    { stdio: ['ignore', 'pipe', 'inherit'], detached: true },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('simulator listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`sim:server exited with ${code}`)));
  });
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    query: `sim=server&simPort=${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
