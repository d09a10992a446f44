import { HttpResponse } from 'msw';

/** The app's API base URL when the simulator answers in the page. */
export const apiBase = '/api';

/** Handlers match the API on any origin: the page's own (service worker) or the sim server's. */
export const apiPrefix = `*${apiBase}`;

export const json = <T>(body: T, status = 200) => HttpResponse.json(body as never, { status });

/** An error answer in the backend's shape: `{ status: false, error, errorType? }`. */
export const failure = (status: number, error: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ status: false, error, ...extra }, { status });
