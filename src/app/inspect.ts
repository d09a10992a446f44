/**
 * The `inspect` option for the app's root actors: in development it feeds the /__statecharts
 * inspector; in production builds it is undefined and the devtools code is left out.
 */
import { createInspectionBroadcaster, inspectionChannelName } from '../devtools/inspection';

export const inspect = import.meta.env.DEV
  ? createInspectionBroadcaster(new BroadcastChannel(inspectionChannelName), () => window.location.pathname)
  : undefined;
