import { expect, test } from '@playwright/test';
import { ShellPage } from './models/shell.model';

test('Escape closes only the top modal of the stack', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('localhost');
  await shell.footerButton('Terms and conditions').click();
  const terms = shell.dialog('Terms and conditions');
  await expect(terms).toContainText('18 or older');
  await terms.getByRole('button', { name: 'Read the privacy policy' }).click();
  const privacy = shell.dialog('Privacy policy');
  await expect(privacy).toHaveAttribute('data-state', 'top');
  await expect(shell.modalHost).toHaveAttribute('data-depth', '2');
  await shell.expectAccessible();

  await page.keyboard.press('Escape');
  await expect(privacy).toHaveCount(0);
  await expect(terms).toHaveAttribute('data-state', 'top');
  await expect(shell.modalHost).toHaveAttribute('data-depth', '1');

  await page.keyboard.press('Escape');
  await expect(shell.modalHost).toHaveAttribute('data-state', 'idle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a modal kind whose feature has not landed opens as a clear placeholder', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('localhost');
  await page.getByRole('button', { name: 'Claim your tokens' }).click();
  await expect(shell.dialog('Not available')).toContainText('not available yet');
  await shell.dialog('Not available').getByRole('button', { name: 'Close' }).click();
  await expect(shell.modalHost).toHaveAttribute('data-state', 'idle');
});

test('the language choice applies at once and is remembered in a long-lived cookie', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('localhost');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(shell.heading).toHaveText('Live-Cams auf LiveCams');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'lang');
  expect(cookie?.value).toBe('de');
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 60 * 60);
  await shell.open('localhost', '/no/such/page');
  await expect(shell.errorPage).toContainText('Seite nicht gefunden');
});
