import { describe, expect, it } from 'vitest';
import type { PlayerCommand, PlayerInput, PlayerReport } from '../../../machines/video-panel';
import { hlsConfig, levelFor, runHlsPlayer } from './hls-player';

type Listener = (event: string, data: { level: number }) => void;

/** Stands in for hls.js: records its config and lifecycle, and lets the test fire its events. */
function fakeHls() {
  const instances: FakeHls[] = [];
  class FakeHls {
    static Events = { MANIFEST_PARSED: 'manifestParsed', LEVEL_SWITCHED: 'levelSwitched', ERROR: 'error' };
    levels = [
      { name: '160p', height: 160 },
      { name: '240p', height: 240 },
      { name: '', height: 360 },
    ];
    currentLevel = -1;
    listeners = new Map<string, Listener>();
    loaded: string | null = null;
    destroyed = false;
    constructor(readonly config: Record<string, unknown>) {
      instances.push(this);
    }
    on(event: string, listener: Listener) {
      this.listeners.set(event, listener);
    }
    emit(event: string, data = { level: 0 }) {
      this.listeners.get(event)?.(event, data);
    }
    loadSource(url: string) {
      this.loaded = url;
    }
    attachMedia() {}
    destroy() {
      this.destroyed = true;
    }
  }
  return { instances, load: async () => FakeHls as never };
}

function start(input: Partial<PlayerInput> = {}) {
  const hls = fakeHls();
  const reports: PlayerReport[] = [];
  let command: (command: PlayerCommand) => void = () => undefined;
  const video = document.createElement('video');
  const stop = runHlsPlayer(
    video,
    {
      transport: 'hls.js',
      tech: 'hls',
      url: '//edge.test/live/anna/index.m3u8?token=old',
      token: 'old',
      renditions: ['540p', '360p', '240p', '160p'],
      rendition: 'auto',
      muted: true,
      ...input,
    },
    { sendBack: (report) => reports.push(report), receive: (listener) => (command = listener) },
    hls.load,
  );
  // The player starts its load a task after building hls.js: let that task run.
  const loaded = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const instance = hls.instances[0];
    if (!instance) throw new Error('hls.js was not created');
    return instance;
  };
  return { video, reports, send: (c: PlayerCommand) => command(c), stop, loaded, hls };
}

/** What URL an XHR gets opened with after the player's xhrSetup ran. */
function openedUrl(config: Record<string, unknown>, url: string): string {
  let opened = '';
  const xhr = { open: (_method: string, target: string) => (opened = target) };
  (config.xhrSetup as (xhr: unknown, url: string) => void)(xhr, url);
  return opened;
}

describe('HLS player', () => {
  it('bounds the back buffer and starts muted on the absolute playlist URL', async () => {
    const player = start();
    const hls = await player.loaded();
    expect(hls.config).toMatchObject({ backBufferLength: 30, maxBufferLength: 10 });
    expect(hlsConfig.backBufferLength).toBeLessThanOrEqual(30);
    expect(hls.loaded).toBe('http://edge.test/live/anna/index.m3u8?token=old');
    expect(player.video.muted).toBe(true);
    hls.emit('manifestParsed');
    expect(player.reports).toEqual([{ type: 'player.attached' }]);
  });

  it('sends a rotated token with the next request, keeping the same hls.js instance', async () => {
    const player = start();
    const hls = await player.loaded();
    expect(openedUrl(hls.config, 'http://edge.test/live/anna/360p/index.m3u8?token=old')).toContain(
      'token=old',
    );
    player.send({
      type: 'player.token.set',
      token: 'new',
      url: '//edge.test/live/anna/index.m3u8?token=new',
    });
    expect(openedUrl(hls.config, 'http://edge.test/live/anna/360p/index.m3u8?token=old')).toBe(
      'http://edge.test/live/anna/360p/index.m3u8?token=new',
    );
    expect(player.hls.instances).toHaveLength(1);
    expect(hls.destroyed).toBe(false);
  });

  it('maps renditions to hls.js levels by name or height, auto to -1', async () => {
    const player = start();
    const hls = await player.loaded();
    player.send({ type: 'player.rendition.set', rendition: '240p', url: '' });
    expect(hls.currentLevel).toBe(1);
    player.send({ type: 'player.rendition.set', rendition: '360p', url: '' });
    expect(hls.currentLevel).toBe(2);
    player.send({ type: 'player.rendition.set', rendition: 'auto', url: '' });
    expect(hls.currentLevel).toBe(-1);
    expect(levelFor(hls.levels, '1080p')).toBe(-1);
    hls.emit('levelSwitched', { level: 1 });
    expect(player.reports.at(-1)).toEqual({ type: 'player.rendition.changed', rendition: '240p' });
  });

  it('reports fatal errors only, and destroys hls.js when stopped', async () => {
    const player = start();
    const hls = await player.loaded();
    hls.listeners.get('error')?.('error', { fatal: false, type: 'networkError', details: 'x' } as never);
    hls.listeners.get('error')?.('error', {
      fatal: true,
      type: 'mediaError',
      details: 'bufferStalled',
    } as never);
    expect(player.reports).toEqual([{ type: 'player.failed', reason: 'mediaError: bufferStalled' }]);
    player.stop();
    expect(hls.destroyed).toBe(true);
  });
});
