import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createApiClient } from '../api/client';
import { apiUrl } from '../api/requests';
import { listingQueryOptions } from '../queries/browse';
import { currentUserQuery } from '../queries/current-user';
import { roomQueryOptions } from '../queries/room';
import { siteConfigQuery } from '../queries/site-config';
import { siteRequestFrom } from '../site/hosts';
import { firstScreenRequests, forgetFirstRequests, takeFirstRequest } from './first-requests';

const base = 'https://api.example.test';
const at = (href: string) => new URL(href, 'https://livecams.example');
const urlsAt = (href: string) => firstScreenRequests(at(href)).map((request) => apiUrl(base, request));

/** The URLs the app's own queries request for a first screen (the fetcher records and fails them). */
async function urlsTheQueriesRequest(
  href: string,
  route: (api: ReturnType<typeof createApiClient>) => unknown,
) {
  const requested: string[] = [];
  const api = createApiClient(base, async (url) => {
    requested.push(String(url));
    return new Response('{}', { status: 500 });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const options = [siteConfigQuery(api, siteRequestFrom(at(href))), currentUserQuery(api), route(api)];
  await Promise.allSettled(
    options.map((option) => queryClient.fetchQuery(option as Parameters<QueryClient['fetchQuery']>[0])),
  );
  return requested;
}

afterEach(() => forgetFirstRequests());

describe('first requests sent from index.html', () => {
  it('are the very requests the first screen queries send, so the client can take them', async () => {
    expect(urlsAt('/')).toEqual(await urlsTheQueriesRequest('/', (api) => listingQueryOptions(api, '', 1)));
    expect(urlsAt('/girls?p=3')).toEqual(
      await urlsTheQueriesRequest('/girls?p=3', (api) => listingQueryOptions(api, '/girls', 3)),
    );
    expect(urlsAt('/Ros%C3%A9?site=ai')).toEqual(
      await urlsTheQueriesRequest('/Ros%C3%A9?site=ai', (api) => roomQueryOptions(api, 'Rosé')),
    );
  });

  it('read a listing page as the router does, and send only the shell requests elsewhere', () => {
    expect(urlsAt('/men?p=0')[2]).toContain('p=1&');
    expect(urlsAt('/men?p=two')[2]).toContain('p=1&');
    expect(urlsAt('/trans/')[2]).toBe(`${base}/browse/react/trans?p=1&perPage=98&gender-hide=`);
    for (const href of ['/__crash', '/a/b', '/%E0%A4%A'])
      expect(urlsAt(href)).toEqual([`${base}/site_config`, `${base}/user/current`]);
  });

  it('hand each response to the API client once, and none after they are forgotten', async () => {
    const url = `${base}/thing`;
    window.firstRequests = new Map([[url, Promise.resolve(Response.json({ name: 'early' }))]]);
    const fetched: string[] = [];
    const api = createApiClient(
      base,
      async (input) => {
        fetched.push(String(input));
        return Response.json({ name: 'fetched' });
      },
      takeFirstRequest,
    );
    const schema = z.object({ name: z.string() });
    expect(await api.get('/thing', schema)).toEqual({ name: 'early' });
    expect(await api.get('/thing', schema)).toEqual({ name: 'fetched' });
    window.firstRequests.set(url, Promise.resolve(Response.json({ name: 'stale' })));
    forgetFirstRequests();
    expect(await api.get('/thing', schema)).toEqual({ name: 'fetched' });
    expect(fetched).toEqual([url, url]);
  });

  it('report a failed early request as the client reports any network failure', async () => {
    const url = `${base}/thing`;
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    window.firstRequests = new Map([[url, failed]]);
    const api = createApiClient(base, async () => Response.json({}), takeFirstRequest);
    await expect(api.get('/thing', z.object({}))).rejects.toMatchObject({
      error: { kind: 'network', path: '/thing', message: 'Failed to fetch' },
    });
  });
});
