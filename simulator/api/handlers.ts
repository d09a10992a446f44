import type { RequestHandler } from 'msw';
import { edgeHandlers } from '../edge';
import { provisionalRoomHandlers } from '../edge/provisional-room';
import { userHandlers } from './user';

/** All simulated HTTP endpoints, one list per resource area. The same list serves both modes. */
export function createHandlers(): RequestHandler[] {
  return [...userHandlers, ...edgeHandlers, ...provisionalRoomHandlers];
}
