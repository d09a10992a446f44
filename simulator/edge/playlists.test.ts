import { describe, expect, it } from 'vitest';
import { filteredRenditions, liveEdgeSequence, masterPlaylist, mediaPlaylist } from './playlists';

const segmentsOf = (playlist: string) => playlist.split('\n').filter((line) => line.endsWith('.ts'));
const tagValue = (playlist: string, tag: string) =>
  Number(
    playlist
      .split('\n')
      .find((line) => line.startsWith(`${tag}:`))
      ?.split(':')[1],
  );

describe('edge playlists', () => {
  it('lists the four renditions, lowest bandwidth first, each carrying the token', () => {
    const playlist = masterPlaylist(filteredRenditions(null), 'live', 'g0.abc');
    expect(playlist.startsWith('#EXTM3U\n')).toBe(true);
    expect(playlist.match(/NAME="(\w+)"/g)).toEqual([
      'NAME="160p"',
      'NAME="240p"',
      'NAME="360p"',
      'NAME="540p"',
    ]);
    expect(playlist).toContain('RESOLUTION=960x540');
    expect(playlist).toContain('\n540p/index.m3u8?token=g0.abc\n');
    expect(masterPlaylist(filteredRenditions(null), 'dvr', 't')).toContain('\n160p/dvr.m3u8?token=t\n');
  });

  it('keeps the video tracks a multitrack filter names, counted from the highest rendition', () => {
    expect(filteredRenditions('tracks:v1v3a1').map((rendition) => rendition.name)).toEqual(['540p', '240p']);
    expect(filteredRenditions('tracks:a1')).toHaveLength(4);
    expect(filteredRenditions('nonsense')).toHaveLength(4);
  });

  it('slides a six-segment live window along the clock, looping the four fixture segments', () => {
    const at = (seconds: number) =>
      mediaPlaylist({ rendition: '360p', kind: 'live', now: seconds * 1000 + 500, segmentBase: '/v' });
    const playlist = at(100);
    expect(liveEdgeSequence(100_500)).toBe(99);
    expect(tagValue(playlist, '#EXT-X-MEDIA-SEQUENCE')).toBe(94);
    expect(segmentsOf(playlist)).toEqual([
      '/v/360p/segment2.ts',
      '/v/360p/segment3.ts',
      '/v/360p/segment0.ts',
      '/v/360p/segment1.ts',
      '/v/360p/segment2.ts',
      '/v/360p/segment3.ts',
    ]);
    expect(playlist).not.toContain('#EXT-X-ENDLIST');
    expect(tagValue(at(101), '#EXT-X-MEDIA-SEQUENCE')).toBe(95);
    expect(segmentsOf(at(101)).at(-1)).toBe('/v/360p/segment0.ts');
  });

  it('marks each wrap of the loop as a discontinuity and counts the wraps already gone', () => {
    const playlist = mediaPlaylist({ rendition: '160p', kind: 'live', now: 100_500, segmentBase: '' });
    const lines = playlist.split('\n');
    const discontinuityBefore = lines.indexOf('#EXT-X-DISCONTINUITY');
    expect(lines.filter((line) => line === '#EXT-X-DISCONTINUITY')).toHaveLength(1);
    expect(lines[discontinuityBefore + 2]).toBe('/160p/segment0.ts');
    // First segment 94 follows 23 wraps (before 4, 8, ..., 92).
    expect(tagValue(playlist, '#EXT-X-DISCONTINUITY-SEQUENCE')).toBe(23);
    // A window that starts on a wrap carries no tag before its first segment.
    const startsOnWrap = mediaPlaylist({ rendition: '160p', kind: 'live', now: 102_000, segmentBase: '' });
    expect(tagValue(startsOnWrap, '#EXT-X-MEDIA-SEQUENCE')).toBe(96);
    expect(tagValue(startsOnWrap, '#EXT-X-DISCONTINUITY-SEQUENCE')).toBe(24);
    expect(startsOnWrap.split('\n')[6]).toBe('#EXTINF:1.000,');
  });

  it('keeps two minutes in the DVR window, and never lists a segment before zero', () => {
    const dvr = mediaPlaylist({ rendition: '240p', kind: 'dvr', now: 1_000_000, segmentBase: '' });
    expect(segmentsOf(dvr)).toHaveLength(120);
    const early = mediaPlaylist({ rendition: '240p', kind: 'live', now: 2500, segmentBase: '' });
    expect(tagValue(early, '#EXT-X-MEDIA-SEQUENCE')).toBe(0);
    expect(segmentsOf(early)).toEqual(['/240p/segment0.ts', '/240p/segment1.ts']);
  });
});
