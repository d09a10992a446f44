import { digest } from '../core/hash';

/**
 * Sessions of the simulated backend. The session id travels in the `sim_session` cookie (set by
 * sign-in and registration); the CSRF token is derived from it, so it is the same for every
 * request of one session and changes when the session does. A visitor without a session gets the
 * anonymous token. State-changing calls must echo the token as X-CSRF-TOKEN (see docs/api.md).
 */
export const sessionCookieName = 'sim_session';
export const anonymousCsrfToken = 'sim-csrf-anonymous';

function parseCookies(header: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0) found.set(part.slice(0, index).trim(), decodeURIComponent(part.slice(index + 1).trim()));
  }
  return found;
}

/** In the page, handlers run beside the document, and browsers never expose a Cookie header. */
const inPage = () => typeof document !== 'undefined' && typeof location !== 'undefined';

export function sessionIdOf(request: Request): string | undefined {
  const fromHeader = parseCookies(request.headers.get('cookie') ?? '').get(sessionCookieName);
  if (fromHeader) return fromHeader;
  if (inPage() && new URL(request.url).origin === location.origin)
    return parseCookies(document.cookie).get(sessionCookieName) || undefined;
  return undefined;
}

export function csrfTokenFor(request: Request): string {
  return csrfTokenForSession(sessionIdOf(request));
}

export function csrfTokenForSession(sessionId: string | undefined): string {
  return sessionId ? `sim-csrf-${digest('csrf', sessionId)}` : anonymousCsrfToken;
}

export function hasValidCsrfToken(request: Request): boolean {
  return request.headers.get('x-csrf-token') === csrfTokenFor(request);
}

const cookieAttributes = (maxAge: number) => `Path=/; SameSite=Lax; Max-Age=${maxAge}`;

/**
 * The Set-Cookie of a sign-in. Over HTTP it is HttpOnly and SameSite=Lax (open the app on the sim
 * server's host name, 127.0.0.1, so it is first-party). In the page the simulated answer never
 * reaches the browser's cookie jar, so the session is also written to document.cookie there.
 */
export function sessionCookie(sessionId: string): string {
  const value = `${sessionCookieName}=${encodeURIComponent(sessionId)}`;
  const maxAge = 30 * 86_400;
  if (inPage()) document.cookie = `${value}; ${cookieAttributes(maxAge)}`;
  return `${value}; HttpOnly; ${cookieAttributes(maxAge)}`;
}

export function clearedSessionCookie(): string {
  if (inPage()) document.cookie = `${sessionCookieName}=; ${cookieAttributes(0)}`;
  return `${sessionCookieName}=; HttpOnly; ${cookieAttributes(0)}`;
}
