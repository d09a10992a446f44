/**
 * `npm run sim:server` as a child process for the benches: the simulated backend over real HTTP and
 * WebSocket on 127.0.0.1:8787 (the port `?sim=server` pages talk to), so a page measures the app
 * alone, without the in-page simulator. Resolves to null when the port is taken.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = 8787;

function portFree(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export async function startSimServer(): Promise<{ stop: () => Promise<void> } | null> {
  if (!(await portFree())) return null;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-sim-'));
  const child = spawn(
    'npx',
    ['tsx', 'simulator/server/main.ts', '--port', String(port), '--data-dir', dataDir, '--fresh'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('simulator listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`sim:server exited with ${code}`)));
  });
  return {
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
