import type { RequestHandler } from 'msw';
import { createLogHandlers } from './logs';
import { siteConfigHandlers } from './site-config';
import { userHandlers } from './user';

/** All simulated HTTP endpoints, one list per resource area. The same list serves both modes. */
export function createHandlers(): RequestHandler[] {
  return [...userHandlers, ...siteConfigHandlers, ...createLogHandlers()];
}
