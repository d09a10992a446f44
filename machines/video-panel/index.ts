export {
  type MultitrackFilter,
  multitrackFilterParam,
  type StreamAddress,
  type StreamEndpoint,
  streamUrl,
  withToken,
} from './stream-url';
export {
  type PlaybackCapabilities,
  type PlaybackChoice,
  resolvePlayback,
  type Tech,
  type TechFlags,
  type Transport,
} from './tech';
export {
  connectVideoPanel,
  type QualityOption,
  type VideoDataState,
  type VideoPanelApi,
  type VideoPanelSnapshot,
} from './video-panel.connect';
export {
  defaultRenditions,
  type PlayerCommand,
  type PlayerInput,
  type PlayerReport,
  type RenditionChoice,
  retryPolicy,
  type VideoPanelEvent,
  type VideoPanelInput,
  videoPanelMachine,
} from './video-panel.machine';
