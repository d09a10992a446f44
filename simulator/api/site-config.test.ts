import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { seededSites } from '../world/sites';
import { createHandlers } from './handlers';
import { csrfTokenFor } from './session';

async function siteConfig(url: string, headers: Record<string, string> = {}) {
  const response = await getResponse(createHandlers(), new Request(url, { headers }));
  expect(response?.status).toBe(200);
  return (await response?.json()) as { csrf: string; isFlingSubdomain: boolean; site: { sitecode: string } };
}

describe('GET /site_config', () => {
  it('answers the site of the page host, with the session CSRF token', async () => {
    const request = new Request('http://ai.localhost:4173/api/site_config');
    const config = await siteConfig(request.url);
    expect(config.site.sitecode).toBe('ai');
    expect(config.csrf).toBe(csrfTokenFor(request));
  });

  it('follows the ?site= override, then the Origin of a cross-origin call, then the default', async () => {
    expect((await siteConfig('http://localhost/api/site_config?site=velvet')).site.sitecode).toBe(
      'wl_velvet',
    );
    const crossOrigin = await siteConfig('http://127.0.0.1:8787/api/site_config', {
      origin: 'http://fling.localhost:5173',
    });
    expect(crossOrigin).toMatchObject({ isFlingSubdomain: true, site: { sitecode: 'fling' } });
    expect((await siteConfig('http://nowhere.localhost/api/site_config')).site.sitecode).toBe('default');
  });

  it('seeds every variant, and no host belongs to two sites', () => {
    const hosts = seededSites.flatMap((seeded) => seeded.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
    expect(seededSites.map((seeded) => seeded.key)).toEqual(
      expect.arrayContaining(['default', 'ai', 'ratings', 'swiper', 'chat', 'fling', 'velvet', 'noir']),
    );
  });
});
