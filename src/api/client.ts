import type { ZodMiniType } from 'zod/mini';
import { type ApiQuery, apiUrl, getRequestInit } from './requests';

/** Why an API call failed. Views turn each kind into a clear message; nothing is thrown untyped. */
export type ApiError =
  | { kind: 'network'; path: string; message: string }
  | { kind: 'http'; path: string; status: number; message: string; body: unknown }
  | { kind: 'invalid-response'; path: string; message: string };

export class ApiFailure extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
    this.name = 'ApiFailure';
  }
}

export interface ApiClient {
  get<T>(path: string, schema: ZodMiniType<T>, query?: ApiQuery): Promise<T>;
  post<T>(path: string, schema: ZodMiniType<T>, body?: unknown): Promise<T>;
  setCsrfToken(token: string): void;
}

/** The server's error message when its body carries one (`{ error }` or `{ message }`). */
function messageFrom(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error) return error;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

/**
 * A GET index.html's first-requests script already sent for this URL (src/boot/first-requests.ts),
 * handed over once; undefined otherwise.
 */
export type SentEarly = (url: string) => Promise<Response> | undefined;

export function createApiClient(
  base: string,
  fetcher: typeof fetch = (...args) => fetch(...args),
  sentEarly: SentEarly = () => undefined,
): ApiClient {
  let csrfToken = '';

  async function call<T>(path: string, schema: ZodMiniType<T>, send: () => Promise<Response>): Promise<T> {
    let response: Response;
    try {
      response = await send();
    } catch (cause) {
      throw new ApiFailure({
        kind: 'network',
        path,
        message: cause instanceof Error ? cause.message : String(cause),
      });
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const message = messageFrom(body, `Request failed (${response.status})`);
      throw new ApiFailure({ kind: 'http', path, status: response.status, message, body });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
      throw new ApiFailure({ kind: 'invalid-response', path, message: `Unexpected answer${where}` });
    }
    return parsed.data;
  }

  return {
    get(path, schema, query) {
      const url = apiUrl(base, { path, query });
      return call(url.slice(base.length), schema, () => sentEarly(url) ?? fetcher(url, getRequestInit));
    },
    post(path, schema, body) {
      const isForm = body instanceof FormData;
      const url = apiUrl(base, { path });
      return call(url.slice(base.length), schema, () =>
        fetcher(url, {
          method: 'POST',
          credentials: 'include',
          body: isForm ? body : JSON.stringify(body ?? {}),
          headers: {
            ...getRequestInit.headers,
            // Only writes carry the CSRF token: a custom header on a GET would cost a CORS preflight
            // round trip against an API on another origin, for nothing the server checks.
            'X-CSRF-TOKEN': csrfToken,
            ...(isForm ? {} : { 'Content-Type': 'application/json' }),
          },
        }),
      );
    },
    setCsrfToken(token) {
      csrfToken = token;
    },
  };
}
