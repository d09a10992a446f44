import { expect, test } from '@playwright/test';
import { ShellPage } from './models/shell.model';

/** Each brand site through its own *.localhost host: its name, its palette, its rules. */
const brandSites = [
  { host: 'localhost', variant: 'default', name: 'LiveCams', headerBottom: 'rgb(163, 19, 79)', banner: true },
  { host: 'ai.localhost', variant: 'ai', name: 'AI Cams', headerBottom: 'rgb(74, 34, 184)', banner: true },
  {
    host: 'ratings.localhost',
    variant: 'ratings',
    name: 'Cam Ratings',
    headerBottom: 'rgb(0, 105, 92)',
    banner: true,
  },
  {
    host: 'swiper.localhost',
    variant: 'swiper',
    name: 'SwipeCams',
    headerBottom: 'rgb(183, 28, 28)',
    banner: true,
  },
  {
    host: 'tiki.localhost',
    variant: 'swiper',
    name: 'SwipeCams',
    headerBottom: 'rgb(183, 28, 28)',
    banner: true,
  },
  {
    host: 'chat.localhost',
    variant: 'chat',
    name: 'CamChat',
    headerBottom: 'rgb(13, 71, 161)',
    banner: false,
  },
  {
    host: 'fling.localhost',
    variant: 'second-brand',
    name: 'Fling Live',
    headerBottom: 'rgb(138, 44, 6)',
    banner: true,
  },
];

for (const site of brandSites) {
  test(`${site.host} renders the ${site.variant} site with its own theme`, async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open(site.host);
    await expect(shell.app).toHaveAttribute('data-site', site.variant);
    await expect(shell.heading).toHaveText(`Live cams on ${site.name}`);
    await expect(page).toHaveTitle(site.name);
    expect(await shell.styleOf('.header-bottom', 'background-color')).toBe(site.headerBottom);
    await expect(shell.promoBanner).toHaveCount(site.banner ? 1 : 0);
    await shell.expectAccessible();
  });
}

test('the second brand shows the discreet-billing notice, other sites do not', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('fling.localhost');
  await expect(page.locator('[data-notice="discreet-billing"]')).toContainText('Discreet billing');
  await shell.open('localhost');
  await expect(page.locator('[data-notice="discreet-billing"]')).toHaveCount(0);
});

test('the compact site keeps a phone-width column', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('swiper.localhost');
  const width = await page.locator('main').evaluate((main) => main.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(560);
});

test('?site= reaches a variant from the plain localhost host', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('localhost', '/?site=ai');
  await expect(shell.app).toHaveAttribute('data-site', 'ai');
  await expect(shell.heading).toHaveText('Live cams on AI Cams');
});

test('every page links to the main site with the same path, with site-wide meta and social cards', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.open('ai.localhost', '/no/such/page');
  await expect(shell.headMeta('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://livecams.example/no/such/page',
  );
  await expect(shell.headMeta('meta[name="description"]')).toHaveAttribute('content', /AI Cams/);
  await expect(shell.headMeta('meta[property="og:image"]')).toHaveAttribute('content', /\/social\/ai\.png$/);
  await shell.open('localhost', '/games');
  await expect(shell.headMeta('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/social\/games\.png$/,
  );
});

test('a white-label site applies its colours, logo, favicon, h1 and meta, and no banner', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.open('velvet.localhost');
  await expect(shell.app).toHaveAttribute('data-site', 'white-label');
  await expect(shell.app).toHaveAttribute('data-theme', 'light');
  expect(await shell.styleOf('.app', '--color-primary')).toBe('#7a1f3d');
  expect(await shell.styleOf('.header-top', 'background-color')).toBe('rgb(59, 15, 31)');
  expect(await shell.styleOf('.header-bottom', 'background-color')).toBe('rgb(122, 31, 61)');
  await expect(page.locator('.brand-logo')).toHaveAttribute('src', '/sites/velvet/logo.svg');
  await expect(shell.headMeta('link[rel="icon"][href="/sites/velvet/favicon.svg"]')).toHaveCount(1);
  // The teen rule applies to the custom h1.
  await expect(shell.heading).toHaveText('Velvet Lounge: live teen and milf cams (18+)');
  await expect(page).toHaveTitle('Velvet Lounge – live cams');
  await expect(shell.headMeta('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://velvetcams.example/',
  );
  await expect(shell.promoBanner).toHaveCount(0);
  await shell.expectAccessible();
});

test('white-label custom CSS applies, sanitized: no import, no script', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('velvet.localhost');
  const css = await page.locator('style[data-site-css]').textContent();
  expect(css).toContain('.site-title { letter-spacing: 0.04em; }');
  expect(css).not.toMatch(/@import|javascript:|<|tracker\.example/);
  expect(await page.evaluate(() => 'velvetInjected' in window || '__velvetInjected' in window)).toBe(false);
  await expect(page.locator('script:not([src])')).toHaveCount(0);
});

test('a white-label site can force dark mode', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('noir.localhost');
  await expect(shell.app).toHaveAttribute('data-theme', 'dark');
  expect(await shell.styleOf('.app', 'background-color')).toBe('rgb(18, 18, 24)');
  expect(await shell.styleOf('.header-top', 'color')).toBe('rgb(245, 197, 24)');
  await shell.expectAccessible();
});

test('a malformed site configuration gives a clear error, not a blank page', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('misconfigured.localhost');
  await expect(shell.errorPage).toHaveAttribute('data-error-page', 'site-unavailable');
  await expect(shell.heading).toHaveText('This site could not be loaded');
  await expect(page.locator('.error-details')).toContainText('site.display_name');
});
