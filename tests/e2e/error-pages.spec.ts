import { expect, test } from '@playwright/test';
import { ShellPage } from './models/shell.model';

test('an unknown path shows the 404 page inside the shell', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('localhost', '/no/such/page');
  await expect(shell.errorPage).toHaveAttribute('data-error-page', 'not-found');
  await expect(shell.errorPage).toContainText('Page not found');
  await expect(shell.errorPage.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(page.getByRole('banner')).toBeVisible();
  await shell.expectAccessible();
});

test('a crash is reported and the crash screen shows the returned code', async ({ page }) => {
  const shell = new ShellPage(page);
  const reports: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/log/react-error')) reports.push(request.postDataJSON());
  });
  await shell.open('localhost', '/__crash');
  await expect(shell.errorPage).toHaveAttribute('data-error-page', 'crash');
  const code = page.locator('.crash-code');
  await expect(code).toHaveAttribute('data-state', 'reported');
  await expect(code).toHaveText(/^Error code: RE-\d+$/);
  expect(reports).toEqual([
    expect.objectContaining({
      errorMessage: 'Deliberate crash from /__crash',
      url: expect.stringContaining('/__crash'),
    }),
  ]);
  await shell.expectAccessible();
});

test('a page chunk that fails to load offers a retry that recovers', async ({ page }) => {
  const shell = new ShellPage(page);
  let blocked = true;
  // The home route's lazily loaded component chunk.
  await page
    .context()
    .route(/\/assets\/routes-[\w-]+\.js$/, (route) => (blocked ? route.abort() : route.continue()));
  await page.goto(ShellPage.url('localhost'));
  await expect(shell.errorPage).toHaveAttribute('data-error-page', 'chunk-load');
  await expect(shell.heading).toHaveText('This page could not be loaded');
  blocked = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(shell.heading).toHaveText('Live cams on LiveCams');
});
