import type { ZodMiniType } from 'zod/mini';

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
  get<T>(
    path: string,
    schema: ZodMiniType<T>,
    query?: Record<string, string | number | undefined>,
  ): Promise<T>;
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

export function createApiClient(
  base: string,
  fetcher: typeof fetch = (...args) => fetch(...args),
): ApiClient {
  let csrfToken = '';

  async function call<T>(
    method: string,
    path: string,
    schema: ZodMiniType<T>,
    init: RequestInit,
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetcher(`${base}${path.startsWith('/') ? path : `/${path}`}`, {
        ...init,
        method,
        credentials: 'include',
        // Only writes carry the CSRF token: a custom header on a GET would cost a CORS preflight
        // round trip against an API on another origin, for nothing the server checks.
        headers: {
          Accept: 'application/json',
          ...(method === 'GET' ? {} : { 'X-CSRF-TOKEN': csrfToken }),
          ...init.headers,
        },
      });
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
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(query ?? {}))
        if (value !== undefined) search.set(key, String(value));
      const suffix = search.size ? `?${search}` : '';
      return call('GET', `${path}${suffix}`, schema, {});
    },
    post(path, schema, body) {
      const isForm = body instanceof FormData;
      return call('POST', path, schema, {
        body: isForm ? body : JSON.stringify(body ?? {}),
        headers: isForm ? {} : { 'Content-Type': 'application/json' },
      });
    },
    setCsrfToken(token) {
      csrfToken = token;
    },
  };
}
