/**
 * A real-backend build's index.html runs this inline (vite.config.ts, firstRequestsScript) while the
 * entry script downloads: it sends the GET requests the first screen needs, preloads the translator
 * and the page language's strings, and preloads the first thumbnails once the listing has answered.
 * The API client takes each response once (`takeFirstRequest`), so nothing is fetched twice, and the
 * first render no longer waits for the entry to download before its data can start. ADR 0021.
 *
 * Bundled into index.html: it imports only modules that import no code.
 */
import {
  type ApiRequest,
  apiUrl,
  currentUserRequest,
  getRequestInit,
  listingRequest,
  roomRequest,
  siteConfigRequest,
} from '../api/requests';
import { eagerThumbnails, genderListings } from '../browse/browse-facts';
import { detectLanguage, type Language } from '../i18n/language-choice';
import { siteRequestFrom } from '../site/hosts';

export interface FirstRequestsConfig {
  apiBase: string;
  /** Files the first render loads lazily whatever the page: the translator. */
  files: string[];
  /** Each language's strings file. */
  strings: Record<Language, string>;
  /** Each route's lazy files (scripts and stylesheets), by its file in src/routes ('index', '$username'). */
  routes: Record<string, string[]>;
}

type PageLocation = Pick<Location, 'pathname' | 'search' | 'hostname'>;

/** The listing page a `?p=` asks for, as validateListingSearch reads it (1 when it is not a page). */
function listingPage(search: string): number {
  const page = Number(new URLSearchParams(search).get('p') ?? 1);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The route at a location (its file in src/routes) and what it asks of the API for its first screen. */
function firstScreenRoute({ pathname, search }: PageLocation): { file: string; request: ApiRequest } | null {
  const segment = /^\/([^/]*)\/?$/.exec(pathname)?.[1];
  if (segment === undefined) return null;
  if (segment === '') return { file: 'index', request: listingRequest('', listingPage(search)) };
  if ((genderListings as readonly string[]).includes(segment))
    return { file: segment, request: listingRequest(`/${segment}`, listingPage(search)) };
  if (segment.startsWith('__')) return null;
  try {
    return { file: '$username', request: roomRequest(decodeURIComponent(segment)) };
  } catch {
    return null; // A malformed escape: the router shows its not-found page, no request to send.
  }
}

/** The GET requests of the first screen at this location: the shell's, then the route's. */
export function firstScreenRequests(
  location: PageLocation,
  route: ReturnType<typeof firstScreenRoute> = firstScreenRoute(location),
): ApiRequest[] {
  return [
    siteConfigRequest(siteRequestFrom(location).override),
    currentUserRequest,
    ...(route ? [route.request] : []),
  ];
}

declare global {
  interface Window {
    /** Responses index.html's first-requests script sent for, by URL, until the app takes them. */
    firstRequests?: Map<string, Promise<Response>>;
  }
}

function preload(href: string, as: 'image' | 'script' | 'style') {
  const link = document.createElement('link');
  if (as === 'script') link.rel = 'modulepreload';
  else {
    link.rel = 'preload';
    link.as = as;
    link.fetchPriority = 'high';
  }
  link.href = href;
  document.head.append(link);
}

/** The first thumbnails of a listing answer (unvalidated: a wrong one is only a wasted preload). */
async function preloadThumbnails(response: Response) {
  const body: unknown = await response.json();
  const models = (body as { userList?: unknown })?.userList;
  if (!Array.isArray(models)) return;
  for (const model of models.slice(0, eagerThumbnails)) {
    const url = (model as { thumbUrl?: unknown })?.thumbUrl;
    if (typeof url === 'string' && url) preload(url, 'image');
  }
}

/** Runs in index.html: sends the first screen's requests and preloads what its first render loads. */
export function sendFirstRequests(config: FirstRequestsConfig) {
  const language = detectLanguage(document.cookie, navigator.languages);
  const route = firstScreenRoute(window.location);
  const files = [
    ...config.files,
    config.strings[language],
    ...(route ? (config.routes[route.file] ?? []) : []),
  ];
  for (const file of files) preload(file, file.endsWith('.css') ? 'style' : 'script');
  const sent = new Map<string, Promise<Response>>();
  for (const request of firstScreenRequests(window.location, route)) {
    const url = apiUrl(config.apiBase, request);
    const response = fetch(url, getRequestInit);
    // A failure is the API client's to report when it takes the response, not an unhandled rejection.
    response.catch(() => undefined);
    sent.set(url, response);
    if (request.path.startsWith('browse/'))
      response
        .then((answer) => (answer.ok ? preloadThumbnails(answer.clone()) : undefined))
        .catch(() => undefined);
  }
  window.firstRequests = sent;
}

/** The API client's `sentEarly`: the response sent for this URL, handed over once. */
export function takeFirstRequest(url: string): Promise<Response> | undefined {
  const response = window.firstRequests?.get(url);
  window.firstRequests?.delete(url);
  return response;
}

/**
 * Drops the responses the first screen did not take: after the first navigation they may be stale
 * (a later visit to the same URL must fetch again).
 */
export function forgetFirstRequests() {
  window.firstRequests?.clear();
}
