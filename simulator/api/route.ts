import { HttpResponse, http } from 'msw';
import type { Simulation } from '../simulation';
import type { Outcome } from '../world/context';
import type { Account } from '../world/types';
import { apiPrefix, failure } from './http';
import { hasValidCsrfToken, sessionIdOf } from './session';

export type Method = 'get' | 'post' | 'delete';
export type Body = Record<string, unknown>;

export interface RouteContext {
  sim: Simulation;
  request: Request;
  url: URL;
  params: Record<string, string>;
  /** The signed-in account, or null for an anonymous visitor. */
  account: Account | null;
  /** JSON or form body of a POST (empty object for GET). */
  body: Body;
  form: FormData | null;
}

export interface RouteOptions {
  /** 'member': 401 without a session. Default 'any'. */
  auth?: 'any' | 'member';
}

export type Resolver = (context: RouteContext) => Response | Promise<Response>;

/** The catalogue of every route registered, for the API walk test and docs/api.md. */
export interface RouteInfo {
  method: Method;
  path: string;
  auth: 'any' | 'member';
}

export const loginRequired = () =>
  failure(401, 'Please log in to continue.', { errorType: 'login_required' });

export const csrfMismatch = () =>
  failure(419, 'CSRF token mismatch. Reload the site configuration and retry.', {
    errorType: 'csrf_token_mismatch',
  });

export const notFound = (error = 'Not found') => failure(404, error, { errorType: 'not_found' });

/** Maps a command's error to an HTTP answer in the backend's error shape. */
export function outcomeFailure(
  outcome: Extract<Outcome<unknown>, { ok: false }>,
  extra: Body = {},
): Response {
  const status: Record<string, number> = {
    login_required: 401,
    not_found: 404,
    validation: 422,
    invalid_credentials: 422,
    invalid_amount: 422,
    invalid_target: 422,
    not_enough_tokens: 402,
    postpay_card_fail: 402,
    payment_declined: 402,
    card_required: 402,
    forbidden: 403,
    banned: 403,
    silenced: 403,
    age_verification_required: 403,
    models_cannot_buy: 403,
    over_daily_limit: 403,
    user_daily_limit: 403,
    over_daily_purchase_limit: 403,
    account_suspended: 403,
    too_many_attempts: 429,
  };
  return failure(status[outcome.errorType] ?? 409, outcome.error, {
    errorType: outcome.errorType,
    ...(outcome.fields ? { errors: outcome.fields } : {}),
    ...extra,
  });
}

async function readBody(request: Request): Promise<{ body: Body; form: FormData | null }> {
  if (request.method === 'GET' || request.method === 'HEAD') return { body: {}, form: null };
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await request.formData();
      const body: Body = {};
      for (const [key, value] of form.entries()) if (typeof value === 'string') body[key] = value;
      return { body, form };
    }
    const text = await request.text();
    const parsed: unknown = text ? JSON.parse(text) : {};
    return {
      body: parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Body) : {},
      form: null,
    };
  } catch {
    return { body: { __invalid: true }, form: null };
  }
}

/**
 * Declares one API route. State-changing methods check the CSRF token first (419 when it is
 * missing or wrong), then the session when the route needs a member (401).
 */
export function route(
  sim: Simulation,
  catalogue: RouteInfo[],
  method: Method,
  path: string,
  resolver: Resolver,
  options: RouteOptions = {},
) {
  const auth = options.auth ?? 'any';
  catalogue.push({ method, path, auth });
  return http[method](`${apiPrefix}${path}`, async ({ request, params }) => {
    if (method !== 'get' && !hasValidCsrfToken(request)) return csrfMismatch();
    const account = sim.world.sessionUser(sessionIdOf(request)) ?? null;
    if (auth === 'member' && !account) return loginRequired();
    const { body, form } = await readBody(request);
    if (body.__invalid)
      return failure(400, 'The request body is not valid JSON.', { errorType: 'bad_request' });
    const stringParams: Record<string, string> = {};
    for (const [key, value] of Object.entries(params))
      if (typeof value === 'string') stringParams[key] = value;
    return resolver({ sim, request, url: new URL(request.url), params: stringParams, account, body, form });
  });
}

export type Router = (
  method: Method,
  path: string,
  resolver: Resolver,
  options?: RouteOptions,
) => ReturnType<typeof route>;

/** A route factory bound to one simulation and catalogue. */
export const router =
  (sim: Simulation, catalogue: RouteInfo[]): Router =>
  (method, path, resolver, options) =>
    route(sim, catalogue, method, path, resolver, options);

export const ok = <T>(body: T, status = 200) => HttpResponse.json(body as never, { status });

/** Reads an integer from a body or query value, or undefined. */
export function integer(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
}

export const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

export function paginate<T>(items: T[], page: number, perPage: number) {
  const safePage = Math.max(1, page || 1);
  return {
    items: items.slice((safePage - 1) * perPage, safePage * perPage),
    page: safePage,
    perPage,
    total: items.length,
    lastPage: Math.max(1, Math.ceil(items.length / perPage)),
  };
}
