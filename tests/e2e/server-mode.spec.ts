/**
 * Server mode (`npm run sim:server`, `?sim=server`): one world shared by several browsers. Two
 * browser contexts open the same room; a tip sent in one appears in the other's chat and in the
 * server's ledger. The simulator runs in this test process on a free port.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type SimServer, startSimServer } from '../../simulator/server/server';
import { e2ePort } from './port';

let sim: SimServer;

test.beforeAll(async () => {
  sim = await startSimServer({ port: 0, seed: 'e2e-server-mode', dataDirectory: null });
});
test.afterAll(async () => {
  await sim?.close();
});

/** The app on 127.0.0.1, like the server's cookie: same site, so the session cookie is sent. */
async function openRoom(browser: Browser, login: string | null): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const port = new URL(sim.url).port;
  const app = `http://127.0.0.1:${e2ePort}`;
  await page.goto(`${app}/?sim=server&simPort=${port}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (login) {
    const status = await page.evaluate(
      async ({ api, login }) =>
        (
          await fetch(`${api}/auth/login`, {
            method: 'POST',
            credentials: 'include',
            headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': 'sim-csrf-anonymous' },
            body: JSON.stringify({ login, password: 'demo-pass' }),
          })
        ).status,
      { api: `${sim.url}/api`, login },
    );
    expect(status).toBe(200);
  }
  await page.goto(`${app}/demo_model?sim=server&simPort=${port}`);
  await expect(page.getByTestId('room')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('room')).toHaveAttribute('data-socket', 'joined');
  return page;
}

test('a tip sent in one browser appears in the other browser and in the ledger', async ({ browser }) => {
  const tipper = await openRoom(browser, 'demo_member');
  const watcher = await openRoom(browser, null);
  const member = sim.simulation.world.accountByName('demo_member');
  if (!member) throw new Error('no demo_member persona');
  const before = sim.simulation.world.tokensOf(member.id);

  const tip = tipper.getByTestId('tip-controls');
  await tip.getByLabel('Tokens').fill('42');
  await tip.getByLabel('Comment').fill('from the other window');
  await tip.getByRole('button', { name: 'Tip' }).click();
  await expect(tipper.getByTestId('token-balance')).toHaveText(String(before - 42));

  const log = watcher.getByRole('log', { name: 'Chat messages' });
  await expect(log.locator('[data-kind="tip"]').filter({ hasText: '42' }).last()).toContainText(
    'from the other window',
  );
  const last = sim.simulation.world.ledger.entries().at(-1);
  expect(last).toMatchObject({ kind: 'tip', amount: 42 });
  expect(sim.simulation.world.tokensOf(member.id)).toBe(before - 42);
});

test("the home page's thumbnails load from the server's origin", async ({ page }) => {
  const port = new URL(sim.url).port;
  await page.goto(`http://127.0.0.1:${e2ePort}/?sim=server&simPort=${port}`);
  const first = page.locator('img[loading="lazy"]').first();
  await first.scrollIntoViewIfNeeded();
  await expect(first).toHaveAttribute('src', new RegExp(`^${sim.url}/api/img/`));
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});
