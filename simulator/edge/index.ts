/** The simulated edge server: live HLS over the committed test loop, and WHEP from a canvas. */
import { createEdgeHandlers } from './handlers';
import { loopRenditions } from './playlists';
import { createEdgeTokens } from './tokens';
import { createCanvasWhepAnswerer } from './whep';

export { createEdgeHandlers, type EdgeOptions } from './handlers';
export { createEdgeTokens, type EdgeTokens } from './tokens';

/** The simulator's edge tokens: the room endpoint hands them out, the edge checks them. */
export const edgeTokens = createEdgeTokens();

/** The edge's handlers, on the simulator's clock: media sequence numbers follow it. */
export const edgeHandlers = (clock: { now(): number }) =>
  createEdgeHandlers({ tokens: edgeTokens, now: () => clock.now(), whep: createCanvasWhepAnswerer });

/**
 * The stream fields of a room answer (spec 2 section 3.1) that point at this edge: the edge is the
 * host that answered the room request (the page in-page, the sim server in server mode).
 */
export function edgeStreamFields(streamName: string, request: Request) {
  const top = loopRenditions.at(-1);
  return {
    edge_servers: [new URL(request.url).host],
    stream_name: streamName,
    token: edgeTokens.tokenFor(streamName),
    width: top?.width ?? 960,
    height: top?.height ?? 540,
    quality_renditions: loopRenditions.length,
  };
}
