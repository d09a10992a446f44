import { NotFoundPage } from '../errors/ErrorPage';
import { RouteError } from '../errors/RouteError';
import { RoutePending } from '../errors/RoutePending';

/**
 * The shell's router behaviour: every route's error, pending and not-found screens, and scrolling
 * (to the top on navigation; back/forward restores the old position; a link or navigate() call with
 * `resetScroll: false` keeps it).
 */
export const shellRouterOptions = {
  defaultErrorComponent: RouteError,
  defaultPendingComponent: RoutePending,
  defaultNotFoundComponent: NotFoundPage,
  scrollRestoration: true,
} as const;
