import type { SnapshotFrom } from 'xstate';
import type { RenditionChoice, VideoPanelEvent, videoPanelMachine } from './video-panel.machine';

export type VideoPanelSnapshot = SnapshotFrom<ReturnType<typeof videoPanelMachine>>;

/** The panel's state for the view and for tests (`data-state`). */
export type VideoDataState =
  | 'offline'
  | 'unsupported'
  | 'suspended'
  | 'attaching'
  | 'starting'
  | 'awaiting-play'
  | 'playing'
  | 'buffering'
  | 'retrying'
  | 'failed';

export interface QualityOption {
  value: RenditionChoice;
  label: string;
  selected: boolean;
}

function dataStateOf(snapshot: VideoPanelSnapshot): VideoDataState {
  const playback = (state: string) => snapshot.matches({ playback: state } as never);
  if (snapshot.matches({ playback: { attached: { playing: 'buffering' } } })) return 'buffering';
  if (snapshot.matches({ playback: { attached: 'playing' } })) return 'playing';
  if (snapshot.matches({ playback: { attached: 'awaitingPlay' } })) return 'awaiting-play';
  if (snapshot.matches({ playback: { attached: 'starting' } })) return 'starting';
  if (playback('attached') || playback('choosing')) return 'attaching';
  for (const state of ['offline', 'unsupported', 'suspended', 'retrying', 'failed'] as const)
    if (playback(state)) return state;
  return 'attaching';
}

/** Maps a video-panel snapshot to what the view renders and the intents it may send. */
export function connectVideoPanel(snapshot: VideoPanelSnapshot, send: (event: VideoPanelEvent) => void) {
  const { context } = snapshot;
  const state = dataStateOf(snapshot);
  const attached = snapshot.matches({ playback: 'attached' });
  const legacyHls = context.transport === 'native-hls';
  const qualitySwitchEnabled = attached && !legacyHls && context.renditions.length > 1;
  const aspectRatio = context.ageVerificationRequired ? '4:3' : '16:9';
  const floating = attached && snapshot.matches({ floating: 'floating' });

  // Spec 2 section 4.12 flags, derived rather than stored so they cannot disagree with the state.
  const flags = {
    loading: state === 'attaching' || state === 'starting' || state === 'buffering' || state === 'retrying',
    ready: state === 'playing' || state === 'buffering',
    muted: context.muted,
    suspended: state === 'suspended',
    dvr: context.tech === 'dvr',
    legacyHls,
    playButton: state === 'awaiting-play',
  };

  const qualityOptions: QualityOption[] = ['auto', ...context.renditions].map((value) => ({
    value,
    label: value === 'auto' ? 'Auto' : value,
    selected: context.selectedRendition === value,
  }));

  return {
    state,
    tech: context.tech,
    transport: context.transport,
    flags,
    aspectRatio,
    floating,
    qualityOptions,
    qualitySwitchEnabled,
    activeRendition: context.activeRendition,
    failure: context.lastFailure,
    canRetry: state === 'failed',
    rootAttributes: {
      'data-state': state,
      'data-tech': context.tech ?? 'none',
      'data-transport': context.transport ?? 'none',
      'data-ratio': aspectRatio,
      'data-muted': String(context.muted),
      'data-floating': String(floating),
      'data-rendition': context.activeRendition ?? 'none',
    },
    play: () => send({ type: 'video.play' }),
    toggleMute: () => send({ type: context.muted ? 'video.unmute' : 'video.mute' }),
    selectQuality: (rendition: RenditionChoice) => send({ type: 'video.quality.select', rendition }),
    retry: () => send({ type: 'video.retry' }),
    closeFloating: () => send({ type: 'video.floating.close' }),
    viewportChanged: (visible: boolean) =>
      send({ type: visible ? 'video.viewport.entered' : 'video.viewport.left' }),
  };
}

export type VideoPanelApi = ReturnType<typeof connectVideoPanel>;
