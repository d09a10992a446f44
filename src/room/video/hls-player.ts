/**
 * The HLS player: hls.js's light build, loaded on first use
 * (docs/decisions/0013-hls-light-lazy.md), or the browser's own HLS where there is no MSE
 * ("legacy HLS"). A token rotation changes the token of the next request only; the player and its
 * buffer stay.
 */

// hls.js's ES module build has no inline worker: without a worker path it transmuxes every segment on
// the main thread (2.6 s of scripting in Lighthouse's mobile room run). The worker file is an asset.
import hlsWorkerUrl from 'hls.js/dist/hls.worker.js?url';
import type Hls from 'hls.js/light';
import { type PlayerInput, withToken } from '../../../machines/video-panel';
import { afterPaint, yieldToMain } from '../../app/after-paint';
import { absoluteUrl, applyElementCommand, type PlayerIo, reportMediaEvents } from './media-element';

type HlsConstructor = typeof Hls;

/** After the room's first paint: 112 KiB that the first screen (the room's heading) does not need. */
export const loadHlsLight = async (): Promise<HlsConstructor> => {
  await afterPaint();
  const { default: hls } = await import('hls.js/light');
  // Evaluating the chunk and starting the player are two tasks, not one long one.
  await yieldToMain();
  return hls;
};

/** Bounded buffers: 30 s behind the playhead (the back buffer), 10 s ahead; start 3 segments from live. */
export const hlsConfig = { backBufferLength: 30, maxBufferLength: 10, liveSyncDurationCount: 3 } as const;

const renditionName = (level: { name?: string; height: number }) => level.name || `${level.height}p`;

/** hls.js level index for a rendition choice: -1 (automatic) for `auto` or a name it lacks. */
export function levelFor(
  levels: ReadonlyArray<{ name?: string; height: number }>,
  rendition: string,
): number {
  if (rendition === 'auto') return -1;
  return levels.findIndex((level) => renditionName(level) === rendition);
}

export function runHlsPlayer(
  video: HTMLVideoElement,
  input: PlayerInput,
  io: PlayerIo,
  loadHls: () => Promise<HlsConstructor> = loadHlsLight,
): () => void {
  let token = input.token;
  let hls: Hls | null = null;
  let disposed = false;
  const stopReporting = reportMediaEvents(video, io.sendBack);
  video.muted = input.muted;

  io.receive((command) => {
    if (applyElementCommand(video, command, io)) return;
    if (command.type === 'player.token.set') token = command.token;
    else if (command.type === 'player.rendition.set' && hls)
      hls.currentLevel = levelFor(hls.levels, command.rendition);
  });

  if (input.transport === 'native-hls') {
    const attached = () => io.sendBack({ type: 'player.attached' });
    video.addEventListener('loadedmetadata', attached, { once: true });
    video.src = absoluteUrl(input.url);
    return () => {
      video.removeEventListener('loadedmetadata', attached);
      stopReporting();
      video.removeAttribute('src');
      video.load();
    };
  }

  loadHls()
    .then(async (Hls) => {
      if (disposed) return;
      const player = new Hls({
        ...hlsConfig,
        workerPath: hlsWorkerUrl,
        // Every playlist request carries the current token: a rotation needs no reload.
        xhrSetup: (xhr, url) => xhr.open('GET', withToken(url, token), true),
      });
      hls = player;
      player.on(Hls.Events.MANIFEST_PARSED, () => {
        if (input.rendition !== 'auto') player.currentLevel = levelFor(player.levels, input.rendition);
        io.sendBack({ type: 'player.attached' });
      });
      player.on(Hls.Events.LEVEL_SWITCHED, (_, data) => {
        const level = player.levels[data.level];
        if (level) io.sendBack({ type: 'player.rendition.changed', rendition: renditionName(level) });
      });
      player.on(Hls.Events.ERROR, (_, data) => {
        if (data.fatal) io.sendBack({ type: 'player.failed', reason: `${data.type}: ${data.details}` });
      });
      // Building the player and starting its load are two tasks (hls.js compiles much on first use).
      await yieldToMain();
      if (disposed) return;
      player.attachMedia(video);
      player.loadSource(absoluteUrl(input.url));
    })
    .catch(() => io.sendBack({ type: 'player.failed', reason: 'the HLS player could not be loaded' }));

  return () => {
    disposed = true;
    stopReporting();
    hls?.destroy();
  };
}
