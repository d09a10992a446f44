import { ok, type Router, text } from './route';

/**
 * The two log calls the shell's logs.ts does not answer: purchase-link logging (spec 1) and the
 * browse layout analytics event (spec 2). Accepted and dropped, like the real backend's "none used".
 */
export const analyticsRoutes = (route: Router) => [
  route('post', '/log/purchase', ({ body }) =>
    text(body.link)
      ? ok({ status: true })
      : ok({ status: false, error: 'link is required', errorType: 'validation' }, 422),
  ),
  route('post', '/log/analytics', ({ body }) =>
    body.event
      ? ok({ status: true })
      : ok({ status: false, error: 'event is required', errorType: 'validation' }, 422),
  ),
];
