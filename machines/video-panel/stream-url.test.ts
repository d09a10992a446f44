import { describe, expect, it } from 'vitest';
import { multitrackFilterParam, streamUrl, withToken } from './stream-url';
import { resolvePlayback } from './tech';

const address = {
  edgeServers: ['edge-1.example:8443', 'edge-2.example'],
  streamName: 'anna_v1',
  token: 't0k',
};

describe('stream URLs', () => {
  it('addresses the first edge server only, with the stream name and token', () => {
    expect(streamUrl(address, 'hls')).toBe('//edge-1.example:8443/live/anna_v1/index.m3u8?token=t0k');
    expect(streamUrl(address, 'webrtc')).toBe('//edge-1.example:8443/live/anna_v1/whep?token=t0k');
    expect(streamUrl(address, 'dvr')).toBe('//edge-1.example:8443/live/anna_v1/dvr.m3u8?token=t0k');
  });

  it('keeps a scheme the edge server was given with, and drops trailing slashes', () => {
    const url = streamUrl({ ...address, edgeServers: ['http://127.0.0.1:8787/'] }, 'hls');
    expect(url).toBe('http://127.0.0.1:8787/live/anna_v1/index.m3u8?token=t0k');
  });

  it('adds the multitrack filter to HLS playlists, not to WHEP', () => {
    const filter = { video: [1, 3] };
    expect(multitrackFilterParam(filter)).toBe('tracks:v1v3a1');
    const hls = new URL(`http:${streamUrl(address, 'hls', { filter })}`);
    expect(hls.searchParams.get('filter')).toBe('tracks:v1v3a1');
    expect(hls.searchParams.get('token')).toBe('t0k');
    expect(streamUrl(address, 'webrtc', { filter })).not.toContain('filter');
  });

  it('asks WHEP for a pinned rendition', () => {
    const url = new URL(`http:${streamUrl(address, 'webrtc', { rendition: '360p' })}`);
    expect(url.searchParams.get('rendition')).toBe('360p');
  });

  it('encodes the token and the stream name', () => {
    const url = streamUrl({ edgeServers: ['e'], streamName: 'a b/c', token: 'x&y=z' }, 'hls');
    expect(url).toBe('//e/live/a%20b%2Fc/index.m3u8?token=x%26y%3Dz');
  });

  it('gives no URL without an edge server or a stream name', () => {
    expect(streamUrl({ ...address, edgeServers: [] }, 'hls')).toBeNull();
    expect(streamUrl({ ...address, edgeServers: [' '] }, 'hls')).toBeNull();
    expect(streamUrl({ ...address, streamName: '' }, 'hls')).toBeNull();
  });

  it('replaces only the token when it rotates', () => {
    expect(withToken('//e/live/s/index.m3u8?token=old&filter=tracks%3Av1a1', 'new')).toBe(
      '//e/live/s/index.m3u8?token=new&filter=tracks%3Av1a1',
    );
    expect(withToken('360p/index.m3u8', 'new')).toBe('360p/index.m3u8?token=new');
    expect(withToken('/seg.ts?a=1#t=2', 'n')).toBe('/seg.ts?a=1&token=n#t=2');
  });
});

describe('tech choice', () => {
  const everything = { webrtc: true, mse: true, nativeHls: false };
  const none = { dvr: false, vr: false };

  it('plays the requested tech when the browser can', () => {
    expect(resolvePlayback('webrtc', none, everything)).toEqual({ tech: 'webrtc', transport: 'webrtc' });
    expect(resolvePlayback('hls', none, everything)).toEqual({ tech: 'hls', transport: 'hls.js' });
  });

  it('lets the vr flag win over dvr, and both over the requested tech', () => {
    expect(resolvePlayback('webrtc', { dvr: true, vr: true }, everything)?.tech).toBe('vr');
    expect(resolvePlayback('webrtc', { dvr: true, vr: false }, everything)?.tech).toBe('dvr');
  });

  it('falls back from WebRTC to HLS, and to the browser’s own HLS without MSE', () => {
    const safari = { webrtc: false, mse: false, nativeHls: true };
    expect(resolvePlayback('webrtc', none, safari)).toEqual({ tech: 'hls', transport: 'native-hls' });
    expect(resolvePlayback('hls', { dvr: true, vr: false }, safari)).toEqual({
      tech: 'dvr',
      transport: 'native-hls',
    });
  });

  it('finds nothing to play on a browser without WebRTC, MSE or native HLS', () => {
    expect(resolvePlayback('webrtc', none, { webrtc: false, mse: false, nativeHls: false })).toBeNull();
    expect(resolvePlayback('hls', none, { webrtc: true, mse: false, nativeHls: false })).toBeNull();
  });
});
