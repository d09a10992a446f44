/**
 * The simulated edge server as msw handlers (contract: docs/api.md, "Edge"). They match on any
 * origin, like the API handlers, so the edge is whatever host the room data names.
 */
import { HttpResponse, http, type RequestHandler } from 'msw';
import { filteredRenditions, masterPlaylist, mediaPlaylist, type PlaylistKind } from './playlists';
import type { EdgeTokens } from './tokens';
import type { WhepAnswerer } from './whep';

export interface EdgeOptions {
  tokens: EdgeTokens;
  /** The simulator's clock, in ms: media sequence numbers follow it. */
  now: () => number;
  /** Created on the first WHEP offer; null (Node) makes the edge answer WHEP with 501. */
  whep: () => WhepAnswerer | null;
  /** What the canvas shows for a stream (the model's name); the stream name by default. */
  labelFor?: (streamName: string) => string;
}

const loopPath = '/sim-video/loop';
const playlistHeaders = { 'Content-Type': 'application/vnd.apple.mpegurl', 'Cache-Control': 'no-cache' };

/**
 * Where the loop's segments are: the page's own server serves /sim-video. In the page, that is the
 * page's origin, whatever host the edge plays; under `npm run sim:server` it is the Origin the
 * player's cross-origin request carries; failing both, a path on the edge's origin.
 */
function segmentBase(request: Request): string {
  const pageOrigin =
    (globalThis as { location?: Location }).location?.origin ?? request.headers.get('origin');
  return pageOrigin ? `${pageOrigin}${loopPath}` : loopPath;
}

const plain = (status: number, text: string) => new HttpResponse(text, { status });

/**
 * Every stream counts as live for ten minutes when the edge starts, so a player finds a full window.
 * Sequence numbers count from then, not from 1970: players (hls.js among them) slow to a crawl on
 * sequence and discontinuity numbers in the billions.
 */
const liveHistoryMs = 10 * 60 * 1000;

export function createEdgeHandlers(options: EdgeOptions): RequestHandler[] {
  const labelFor = options.labelFor ?? ((streamName: string) => streamName);
  const liveSince = options.now() - liveHistoryMs;
  let whep: WhepAnswerer | null | undefined;

  const authorized = (request: Request, streamName: string) =>
    options.tokens.isValid(streamName, new URL(request.url).searchParams.get('token'));

  const master = (kind: PlaylistKind) =>
    http.get<{ stream: string }>(
      `*/live/:stream/${kind === 'dvr' ? 'dvr' : 'index'}.m3u8`,
      ({ request, params }) => {
        if (!authorized(request, params.stream)) return plain(403, 'invalid token');
        const url = new URL(request.url);
        const renditions = filteredRenditions(url.searchParams.get('filter'));
        const token = url.searchParams.get('token') ?? '';
        return new HttpResponse(masterPlaylist(renditions, kind, token), { headers: playlistHeaders });
      },
    );

  const media = (kind: PlaylistKind) =>
    http.get<{ stream: string; rendition: string }>(
      `*/live/:stream/:rendition/${kind === 'dvr' ? 'dvr' : 'index'}.m3u8`,
      ({ request, params }) => {
        if (!authorized(request, params.stream)) return plain(403, 'invalid token');
        if (!filteredRenditions(null).some((rendition) => rendition.name === params.rendition))
          return plain(404, 'no such rendition');
        const playlist = mediaPlaylist({
          rendition: params.rendition,
          kind,
          now: options.now() - liveSince,
          segmentBase: segmentBase(request),
        });
        return new HttpResponse(playlist, { headers: playlistHeaders });
      },
    );

  return [
    master('live'),
    master('dvr'),
    media('live'),
    media('dvr'),
    http.post<{ stream: string }>('*/live/:stream/whep', async ({ request, params }) => {
      if (!authorized(request, params.stream)) return plain(403, 'invalid token');
      if (whep === undefined) whep = options.whep();
      if (!whep) return plain(501, 'this edge has no WebRTC; play HLS');
      if (!request.headers.get('content-type')?.startsWith('application/sdp'))
        return plain(415, 'send an SDP offer as application/sdp');
      const rendition = new URL(request.url).searchParams.get('rendition');
      try {
        const session = await whep.answer(await request.text(), {
          name: params.stream,
          label: labelFor(params.stream),
          rendition,
        });
        return new HttpResponse(session.answerSdp, {
          status: 201,
          headers: {
            'Content-Type': 'application/sdp',
            Location: `/live/${encodeURIComponent(params.stream)}/whep/${session.id}`,
          },
        });
      } catch (error) {
        return plain(400, error instanceof Error ? error.message : 'bad offer');
      }
    }),
    http.delete<{ stream: string; session: string }>('*/live/:stream/whep/:session', ({ params }) =>
      whep?.close(params.session) ? new HttpResponse(null, { status: 200 }) : plain(404, 'no such session'),
    ),
  ];
}
