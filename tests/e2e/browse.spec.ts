import { expect, test } from '@playwright/test';
import { BrowsePage } from './models/browse.model';
import { ShellPage } from './models/shell.model';
import { simControl } from './models/sim-control';

test.describe('browse listings', () => {
  test('home lists live models as tiles with thumbnail, presence and viewers', async ({ page }) => {
    const browse = new BrowsePage(page);
    await browse.open('/');
    expect(await browse.tiles.count()).toBeGreaterThan(4);
    const first = browse.tiles.first();
    await expect(first.locator('img')).toHaveJSProperty('complete', true);
    expect(await first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      0,
    );
    await expect(first.getByText('viewers')).toBeAttached();
    // Home is the live listing: nobody offline.
    expect(await browse.tileStatuses()).not.toContain('offline');
  });

  for (const gender of ['girls', 'couples', 'men', 'trans']) {
    test(`/${gender} lists that gender and is accessible`, async ({ page }) => {
      test.slow(); // axe over 98 tiles on a shared 2-core machine
      const browse = new BrowsePage(page);
      await browse.open(`/${gender}`);
      await expect(browse.heading).toContainText(gender);
      await expect(
        page.getByRole('navigation', { name: 'Listings' }).getByRole('link', { name: gender, exact: false }),
      ).toHaveAttribute('aria-current', 'page');
      expect(await browse.tiles.count()).toBeGreaterThan(0);
      await new ShellPage(page).expectAccessible();
    });
  }

  test('home is accessible', async ({ page }) => {
    test.slow();
    await new BrowsePage(page).open('/');
    await new ShellPage(page).expectAccessible();
  });

  test('a tile opens the room by keyboard', async ({ page }) => {
    const browse = new BrowsePage(page);
    await browse.open('/girls');
    const link = browse.tiles.first().getByRole('link');
    const href = await link.getAttribute('href');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByTestId('room')).toHaveAttribute('data-state', 'ready');
  });

  test('draws the heading and placeholder tiles while the listing loads; nothing moves when tiles arrive', async ({
    page,
  }) => {
    const browse = new BrowsePage(page);
    await browse.open('/');
    await page.evaluate(() => {
      const page = window as unknown as { layoutShift: number };
      page.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
          page.layoutShift += entry.value;
      }).observe({ type: 'layout-shift' });
    });
    await simControl(page, {
      type: 'faults.set',
      http: { delayMs: [1500, 1500], paths: ['browse/react/girls'] },
    });
    await page.getByRole('navigation', { name: 'Listings' }).getByRole('link', { name: 'Girls' }).click();
    await expect(browse.listing).toHaveAttribute('data-state', 'loading');
    await expect(browse.heading).toBeVisible();
    await expect(browse.listing.getByRole('status')).toHaveText('Loading models…');
    await expect(page.locator('.listing-skeleton')).toBeVisible();
    await expect(browse.listing).toHaveAttribute('data-state', 'ready');
    // The first screen of tiles, then the rest in a deferred render: measure after both.
    await expect(page.locator('.listing-first-screen')).toHaveCount(0);
    expect(await browse.tiles.count()).toBeGreaterThan(12);
    await simControl(page, { type: 'faults.clear' });
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
  });

  test("shows the server's error when the listing fails", async ({ page }) => {
    const browse = new BrowsePage(page);
    await browse.open('/');
    // Every call of the listing fails: the link's preload and the page's mount each try twice (retry: 1).
    await browse.failNextRequests(4);
    await page.getByRole('navigation', { name: 'Listings' }).getByRole('link', { name: 'Girls' }).click();
    await expect(browse.listing).toHaveAttribute('data-state', 'error');
    await expect(browse.listing.getByRole('alert')).toHaveText('Server error');
  });
});
