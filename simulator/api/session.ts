import { digest } from '../core/hash';

/**
 * Sessions of the simulated backend. The session id travels in the `sim_session` cookie (set by
 * sign-in and registration); the CSRF token is derived from it, so it is the same for every
 * request of one session and changes when the session does. A visitor without a session gets the
 * anonymous token. State-changing calls must echo the token as X-CSRF-TOKEN (see docs/api.md).
 */
export const sessionCookieName = 'sim_session';
export const anonymousCsrfToken = 'sim-csrf-anonymous';

function cookies(request: Request): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) found.set(part.slice(0, index).trim(), decodeURIComponent(part.slice(index + 1).trim()));
  }
  return found;
}

export function sessionIdOf(request: Request): string | undefined {
  return cookies(request).get(sessionCookieName) || undefined;
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

/** The cookie is HttpOnly and SameSite=Lax: open the app and `npm run sim:server` on one host name. */
export function sessionCookie(sessionId: string): string {
  return `${sessionCookieName}=${encodeURIComponent(sessionId)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000`;
}

export function clearedSessionCookie(): string {
  return `${sessionCookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}
