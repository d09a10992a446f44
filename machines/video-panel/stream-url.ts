/**
 * Stream URLs (spec 2 section 4.12): built from the first edge server, the stream name and the token,
 * as a WebRTC (WHEP) endpoint or an HLS playlist, with an optional multitrack filter. The edge
 * contract is in docs/api.md, "Edge".
 */

/** The stream fields of the room data (spec 2 section 3.1) that address the edge. */
export interface StreamAddress {
  edgeServers: readonly string[];
  streamName: string;
  token: string;
}

/** Which edge resource to address: live HLS, the DVR (time-shift) HLS window, or WHEP signalling. */
export type StreamEndpoint = 'hls' | 'dvr' | 'webrtc';

/**
 * A multitrack filter keeps some tracks of a multitrack stream: video tracks by 1-based position in
 * the rendition list, audio tracks likewise. Written as the edge's `filter=tracks:v1v2a1`.
 */
export interface MultitrackFilter {
  video: readonly number[];
  audio?: readonly number[];
}

const resourceByEndpoint: Record<StreamEndpoint, string> = {
  hls: 'index.m3u8',
  dvr: 'dvr.m3u8',
  webrtc: 'whep',
};

export function multitrackFilterParam(filter: MultitrackFilter): string {
  const audio = filter.audio ?? [1];
  return `tracks:${filter.video.map((track) => `v${track}`).join('')}${audio.map((track) => `a${track}`).join('')}`;
}

/**
 * The URL of one edge resource, or null when the room data names no edge. An edge server given as a
 * bare host gets a scheme-relative URL (`//host/...`), so it follows the page's http or https; one
 * given with a scheme keeps it.
 */
export function streamUrl(
  address: StreamAddress,
  endpoint: StreamEndpoint,
  options: { filter?: MultitrackFilter; rendition?: string } = {},
): string | null {
  const edge = address.edgeServers[0]?.trim().replace(/\/+$/, '');
  if (!edge || !address.streamName) return null;
  const origin = /^[a-z][a-z0-9+.-]*:\/\//i.test(edge) ? edge : `//${edge}`;
  const query = new URLSearchParams({ token: address.token });
  if (options.filter && options.filter.video.length > 0 && endpoint !== 'webrtc')
    query.set('filter', multitrackFilterParam(options.filter));
  if (options.rendition && endpoint === 'webrtc') query.set('rendition', options.rendition);
  return `${origin}/live/${encodeURIComponent(address.streamName)}/${resourceByEndpoint[endpoint]}?${query}`;
}

/**
 * The same URL with another token: what a token rotation changes, and all it changes. Works on
 * scheme-relative and absolute URLs and on the relative playlist URLs an HLS player resolves.
 */
export function withToken(url: string, token: string): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  query.set('token', token);
  return `${path}?${query}${hash}`;
}
