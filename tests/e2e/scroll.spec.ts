import { expect, test } from '@playwright/test';
import { ShellPage } from './models/shell.model';

test.use({ viewport: { width: 360, height: 240 } });

test('navigating to another page scrolls to the top', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('localhost', '/no/such/page');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').click();
  await expect(shell.heading).toHaveText('Live cams on LiveCams');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
