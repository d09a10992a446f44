import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createEdgeHandlers } from './handlers';
import { createEdgeTokens } from './tokens';
import type { WhepAnswerer } from './whep';

function edge(whep: WhepAnswerer | null = null) {
  const tokens = createEdgeTokens('test');
  const clock = { now: 1_800_000_000_000 };
  const handlers = createEdgeHandlers({
    tokens,
    now: () => clock.now,
    whep: () => whep,
    labelFor: (s) => `Model ${s}`,
  });
  const ask = (path: string, init?: RequestInit) =>
    getResponse(handlers, new Request(`http://edge.test${path}`, init));
  return { tokens, ask, clock };
}

describe('simulated edge', () => {
  it('serves the master and media playlists of a stream to a valid token', async () => {
    const { tokens, ask } = edge();
    const token = tokens.tokenFor('anna');
    const master = await ask(`/live/anna/index.m3u8?token=${token}`);
    expect(master?.status).toBe(200);
    expect(master?.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(await master?.text()).toContain(`360p/index.m3u8?token=${token}`);
    const media = await ask(`/live/anna/360p/index.m3u8?token=${token}`);
    expect(await media?.text()).toContain('\n/sim-video/loop/360p/segment');
  });

  it('counts media sequence numbers from ten minutes before the edge started, one per second', async () => {
    const { tokens, ask, clock } = edge();
    const path = `/live/anna/360p/index.m3u8?token=${tokens.tokenFor('anna')}`;
    const sequence = async () =>
      /#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec((await (await ask(path))?.text()) ?? '')?.[1];
    // 600 s of history: the newest complete segment is 599, the six-segment window starts at 594.
    expect(await sequence()).toBe('594');
    clock.now += 3000;
    expect(await sequence()).toBe('597');
  });

  it('refuses a missing, foreign or stale token', async () => {
    const { tokens, ask } = edge();
    expect((await ask('/live/anna/index.m3u8'))?.status).toBe(403);
    expect((await ask(`/live/anna/index.m3u8?token=${tokens.tokenFor('bob')}`))?.status).toBe(403);
    const first = tokens.tokenFor('anna');
    const second = tokens.rotate('anna');
    // The previous token stays good for one rotation, so requests in flight do not fail.
    expect((await ask(`/live/anna/360p/index.m3u8?token=${first}`))?.status).toBe(200);
    tokens.rotate('anna');
    expect((await ask(`/live/anna/360p/index.m3u8?token=${first}`))?.status).toBe(403);
    expect((await ask(`/live/anna/360p/index.m3u8?token=${second}`))?.status).toBe(200);
  });

  it('applies the multitrack filter and knows only the loop’s renditions', async () => {
    const { tokens, ask } = edge();
    const token = tokens.tokenFor('anna');
    const master = await (await ask(`/live/anna/index.m3u8?token=${token}&filter=tracks%3Av2a1`))?.text();
    expect(master?.match(/NAME="\w+"/g)).toEqual(['NAME="360p"']);
    expect((await ask(`/live/anna/4k/index.m3u8?token=${token}`))?.status).toBe(404);
  });

  it('under sim:server, points a cross-origin player at the page’s own copy of the segments', async () => {
    const { tokens, ask } = edge();
    const path = `/live/anna/160p/index.m3u8?token=${tokens.tokenFor('anna')}`;
    const crossOrigin = await ask(path, { headers: { Origin: 'http://localhost:4173' } });
    expect(await crossOrigin?.text()).toContain('\nhttp://localhost:4173/sim-video/loop/160p/segment');
    expect(await (await ask(path))?.text()).toContain('\n/sim-video/loop/160p/segment');
  });

  it('answers WHEP with 501 where there is no WebRTC', async () => {
    const { tokens, ask } = edge(null);
    const response = await ask(`/live/anna/whep?token=${tokens.tokenFor('anna')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/sdp' },
      body: 'v=0',
    });
    expect(response?.status).toBe(501);
  });

  it('answers a WHEP offer with the answerer’s SDP and a session to delete', async () => {
    const answered: unknown[] = [];
    const closed: string[] = [];
    const { tokens, ask } = edge({
      answer: async (offer, stream) => {
        answered.push({ offer, stream });
        return { id: 'whep-7', answerSdp: 'v=0 answer' };
      },
      close: (id) => {
        closed.push(id);
        return true;
      },
      openSessions: () => 1,
    });
    const response = await ask(`/live/anna/whep?token=${tokens.tokenFor('anna')}&rendition=240p`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/sdp' },
      body: 'v=0 offer',
    });
    expect(response?.status).toBe(201);
    expect(response?.headers.get('location')).toBe('/live/anna/whep/whep-7');
    expect(await response?.text()).toBe('v=0 answer');
    expect(answered).toEqual([
      { offer: 'v=0 offer', stream: { name: 'anna', label: 'Model anna', rendition: '240p' } },
    ]);
    expect((await ask('/live/anna/whep/whep-7', { method: 'DELETE' }))?.status).toBe(200);
    expect(closed).toEqual(['whep-7']);
  });
});
