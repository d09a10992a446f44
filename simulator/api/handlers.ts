import type { RequestHandler } from 'msw';
import { edgeHandlers } from '../edge';
import { createSimulation, type Simulation } from '../simulation';
import { ageVerificationRoutes } from './age-verification';
import { analyticsRoutes } from './analytics';
import { authRoutes } from './auth';
import { billingRoutes } from './billing';
import { browseRoutes } from './browse';
import { chatControlHandlers } from './chat-control';
import { commerceRoutes } from './commerce';
import { contentRoutes } from './content';
import { controlHandlers, faultHandlers } from './control';
import { imageRoutes } from './images';
import { createLogHandlers } from './logs';
import { mediaRoutes } from './media';
import { randomChatRoutes } from './random-chat';
import { roomRoutes } from './room';
import { roomFeatureRoutes } from './room-features';
import { type RouteInfo, router } from './route';
import { siteConfigHandlers } from './site-config';
import { userRoutes } from './user';

/**
 * All simulated HTTP endpoints, one list per resource area. The same list serves both modes (the
 * page's service worker and `npm run sim:server`). Faults come first so they can pre-empt any
 * answer. `routes`, when given, collects every route declared (the API walk test reads it).
 */
export function createHandlers(
  sim: Simulation = createSimulation(),
  routes: RouteInfo[] = [],
): RequestHandler[] {
  const route = router(sim, routes);
  return [
    ...faultHandlers(sim),
    ...controlHandlers(sim),
    ...chatControlHandlers(sim),
    ...siteConfigHandlers,
    ...createLogHandlers(),
    ...analyticsRoutes(route),
    ...authRoutes(route),
    ...userRoutes(route),
    ...commerceRoutes(route),
    ...billingRoutes(route),
    ...browseRoutes(route),
    ...roomRoutes(route),
    ...roomFeatureRoutes(route),
    ...mediaRoutes(route),
    ...contentRoutes(route),
    ...randomChatRoutes(route),
    ...ageVerificationRoutes(route),
    ...imageRoutes(route),
    ...edgeHandlers(sim.world.clock),
  ];
}
