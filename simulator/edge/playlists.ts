/**
 * The simulated edge's HLS playlists. The picture is the committed 4-second loop
 * (fixtures/video/loop, four renditions of four 1-second segments, served at /sim-video/loop); the
 * edge plays it as a live stream: media sequence numbers come from the clock, a sliding window
 * moves along, and an #EXT-X-DISCONTINUITY marks every wrap of the loop (timestamps restart).
 */

export interface LoopRendition {
  name: string;
  width: number;
  height: number;
  bandwidth: number;
}

/** The loop's renditions, as scripts/generate-test-video.sh makes them (lowest first). */
export const loopRenditions: readonly LoopRendition[] = [
  { name: '160p', width: 284, height: 160, bandwidth: 112_000 },
  { name: '240p', width: 426, height: 240, bandwidth: 182_000 },
  { name: '360p', width: 640, height: 360, bandwidth: 332_000 },
  { name: '540p', width: 960, height: 540, bandwidth: 532_000 },
];

export const loopSegmentCount = 4;
export const segmentDurationMs = 1000;

/** Segments listed: a live player starts three from the end; DVR keeps two minutes to seek in. */
export const windowSegments = { live: 6, dvr: 120 } as const;
export type PlaylistKind = keyof typeof windowSegments;

const codecs = 'avc1.42e01e,mp4a.40.2';

/**
 * The renditions a `filter=tracks:v1v3a1` keeps: video tracks by 1-based position, highest first
 * (the order of the room's quality_renditions). No filter, or one naming no video track, keeps all.
 */
export function filteredRenditions(filter: string | null): LoopRendition[] {
  const highestFirst = [...loopRenditions].reverse();
  const tracks = /^tracks:((?:[va]\d+)+)$/.exec(filter ?? '')?.[1];
  const video = [...(tracks ?? '').matchAll(/v(\d+)/g)].map((match) => Number(match[1]));
  if (video.length === 0) return highestFirst;
  return highestFirst.filter((_, index) => video.includes(index + 1));
}

export function masterPlaylist(
  renditions: readonly LoopRendition[],
  kind: PlaylistKind,
  token: string,
): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  // Lowest bandwidth first, as players expect.
  for (const rendition of [...renditions].sort((a, b) => a.bandwidth - b.bandwidth)) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${rendition.bandwidth},RESOLUTION=${rendition.width}x${rendition.height},CODECS="${codecs}",NAME="${rendition.name}"`,
      `${rendition.name}/${kind === 'dvr' ? 'dvr' : 'index'}.m3u8?token=${encodeURIComponent(token)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The newest complete segment at `now`: segment n covers [n s, n+1 s) of the clock. */
export function liveEdgeSequence(now: number): number {
  return Math.max(0, Math.floor(now / segmentDurationMs) - 1);
}

/**
 * A media playlist: the window of segments ending at the live edge. Segment n plays loop segment
 * n mod 4; the discontinuity sequence counts the wraps before the first listed segment.
 */
export function mediaPlaylist(options: {
  rendition: string;
  kind: PlaylistKind;
  now: number;
  segmentBase: string;
}): string {
  const last = liveEdgeSequence(options.now);
  const first = Math.max(0, last - windowSegments[options.kind] + 1);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${segmentDurationMs / 1000}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / loopSegmentCount)}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  for (let sequence = first; sequence <= last; sequence += 1) {
    const loopIndex = sequence % loopSegmentCount;
    if (loopIndex === 0 && sequence !== first) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(
      `#EXTINF:${(segmentDurationMs / 1000).toFixed(3)},`,
      `${options.segmentBase}/${options.rendition}/segment${loopIndex}.ts`,
    );
  }
  return `${lines.join('\n')}\n`;
}
