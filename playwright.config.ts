import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchArgs, findChromium } from './scripts/chromium.mjs';
import { e2ePort } from './tests/e2e/port';

const port = e2ePort;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Whole-room pages (video, sockets, simulator) on 2 shared cores: a minute per test, 15 s per wait.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.playwright-results.json' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium() ?? undefined, args: chromiumLaunchArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
