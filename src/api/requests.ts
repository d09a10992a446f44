/**
 * The GET requests behind a first screen, as plain data. The queries send them through the API
 * client; in a real-backend build index.html's first-requests script (src/boot/first-requests.ts)
 * sends the same ones while the entry downloads. This module imports no code: it is bundled into
 * that inline script.
 */

export type ApiQuery = Record<string, string | number | undefined>;

export interface ApiRequest {
  /** Relative to the API base, with or without its leading slash. */
  path: string;
  query?: ApiQuery;
}

/** Spec 2 section 4.14: 98 models a page. */
export const browsePageSize = 98;
/** Home's classic layout shows a lighter first screen; its pages link on (designed, not in the spec). */
export const homePageSize = 48;

/** GET /site_config. The development `?site=` override is forwarded so the backend answers for it. */
export const siteConfigRequest = (override: string | null): ApiRequest => ({
  path: '/site_config',
  query: { site: override ?? undefined },
});

export const currentUserRequest: ApiRequest = { path: '/user/current' };

/** Models a page of the browse listing at `path` ('' for home, '/girls', ...). */
export const listingPageSize = (path: string) => (path === '' ? homePageSize : browsePageSize);

/** A browse listing: `path` '' for home, '/girls', ...; `page` counts from 1. */
export const listingRequest = (path: string, page: number): ApiRequest => ({
  path: `browse/react${path}`,
  query: { p: page, perPage: listingPageSize(path), 'gender-hide': '' },
});

export const roomRequest = (username: string): ApiRequest => ({
  path: `chat/react/${encodeURIComponent(username)}`,
  query: { username },
});

/** The URL of a request: the API base, the path, then the query without its undefined values. */
export function apiUrl(base: string, { path, query }: ApiRequest): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.set(key, String(value));
  return `${base}${path.startsWith('/') ? path : `/${path}`}${search.size ? `?${search}` : ''}`;
}

/** How every GET goes out: with the session cookie, and no custom header (a CORS preflight). */
export const getRequestInit = {
  method: 'GET',
  credentials: 'include',
  headers: { Accept: 'application/json' },
} satisfies RequestInit;
