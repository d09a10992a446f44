import type { PlaybackCapabilities } from '../../../machines/video-panel';

/** What this browser can play: measured once, passed to the panel as input. */
export function detectPlaybackCapabilities(): PlaybackCapabilities {
  const mediaSource =
    (window as { ManagedMediaSource?: typeof MediaSource }).ManagedMediaSource ?? window.MediaSource;
  const probe = document.createElement('video');
  return {
    webrtc: typeof RTCPeerConnection === 'function',
    mse: Boolean(mediaSource?.isTypeSupported?.('video/mp4; codecs="avc1.42E01E,mp4a.40.2"')),
    nativeHls: probe.canPlayType('application/vnd.apple.mpegurl') !== '',
  };
}
