/** Builds for the browser benches and a headless Debian Chromium to run them in. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContextOptions, chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { chromiumLaunchArgs, findChromium } from '../chromium.mjs';

/** The app as `npm run build` makes it (simulator embedded), into a temporary directory. */
export async function buildApp(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-app-'));
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
  return outDir;
}

/**
 * The production bundle, the one users download: built for a real backend (no simulator code), whose
 * backend here is `npm run sim:server` at `serverOrigin` (Vite reads VITE_* from the environment).
 */
export async function buildProductionApp(serverOrigin: string, { minify = true } = {}): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-production-app-'));
  const env = {
    VITE_API_URL: `${serverOrigin}/api`,
    VITE_LOBBY_SOCKET_URL: `${serverOrigin.replace('http', 'ws')}/v3/lobby`,
  };
  Object.assign(process.env, env);
  try {
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false, minify } });
  } finally {
    for (const name of Object.keys(env)) delete process.env[name];
  }
  return outDir;
}

/** The busy-room bench page (tests/bench/busy-room), into a temporary directory. */
export async function buildBusyRoomPage(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-busy-room-'));
  await build({
    configFile: false,
    root: resolve('tests/bench/busy-room'),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return outDir;
}

export function chromiumPath(): string {
  const path = findChromium();
  if (!path) throw new Error('No Chromium: install Debian chromium or set CHROMIUM_PATH');
  return path;
}

export async function launchChromium() {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...chromiumLaunchArgs, '--enable-precise-memory-info'],
  });
}

/**
 * A browser context for the benches. tsx names the functions it compiles with a `__name` helper,
 * which the functions handed to page.evaluate take into the page: define it there.
 */
export async function newBenchContext(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  await context.addInitScript('globalThis.__name = (target) => target;');
  return context;
}
