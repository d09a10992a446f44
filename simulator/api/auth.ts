import { HttpResponse } from 'msw';
import type { Gender } from '../world/catalogue';
import { outcomeFailure, type Router, text } from './route';
import { currentUser } from './serialize';
import {
  anonymousCsrfToken,
  clearedSessionCookie,
  csrfTokenForSession,
  sessionCookie,
  sessionIdOf,
} from './session';

const withCookie = (body: unknown, cookie: string, status = 200) =>
  HttpResponse.json(body as never, { status, headers: { 'Set-Cookie': cookie } });

/** Sign-in (designed: the spec does not show it), registration and logout. */
export const authRoutes = (route: Router) => [
  route('post', '/auth/login', ({ sim, body }) => {
    const signedIn = sim.world.authenticate(
      text(body.login ?? body.username ?? body.email),
      text(body.password),
    );
    if (!signedIn.ok) {
      const account = sim.world.accountByLogin(text(body.login ?? body.username ?? body.email));
      return outcomeFailure(
        signedIn,
        signedIn.errorType === 'account_suspended' && account?.suspendedUntil
          ? { suspension_date: new Date(account.suspendedUntil).toISOString() }
          : {},
      );
    }
    const session = sim.world.openSession(signedIn.value.id);
    return withCookie(
      { status: true, ...currentUser(sim, signedIn.value, session.id) },
      sessionCookie(session.id),
    );
  }),

  route('post', '/auth/register', ({ sim, body }) => {
    const registered = sim.world.register({
      username: text(body.username),
      email: text(body.email),
      password: text(body.password),
      birthDate: text(body.birth_date),
      gender: (body.gender === undefined ? undefined : text(body.gender)) as Gender | undefined,
    });
    if (!registered.ok) return outcomeFailure(registered);
    const session = sim.world.openSession(registered.value.id);
    return withCookie(
      { status: true, ...currentUser(sim, registered.value, session.id) },
      sessionCookie(session.id),
      201,
    );
  }),

  route('post', '/auth/logout', ({ sim, request, account }) => {
    const sessionId = sessionIdOf(request);
    if (sessionId) sim.world.closeSession(sessionId);
    // Co-registered emails go back to the partner domain (spec 1 section 7).
    const redirect = account?.email.endsWith('@coreg.example.test') ? 'https://coreg.example.test/' : null;
    return withCookie({ status: true, redirect, csrf: anonymousCsrfToken }, clearedSessionCookie());
  }),
];

export { csrfTokenForSession };
