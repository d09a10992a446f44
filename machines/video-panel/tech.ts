/**
 * Which player technology a room's video uses (spec 2 section 4.12: "Tech is webrtc or hls,
 * overridden to dvr or vr"). Decided in docs/decisions/0012-techs-dvr-vr.md:
 * - webrtc: WHEP signalling to the edge, lowest latency, one rendition at a time.
 * - hls: the edge's live playlist through hls.js (or the browser's own HLS: "legacy HLS").
 * - dvr (user flag dvr): the edge's time-shift playlist, a long window the viewer can seek back in.
 * - vr (user flag vr): the live HLS playlist, marked for a 360-degree projection by the view.
 * The flags override the requested tech, vr before dvr; dvr and vr are HLS variants.
 */
import type { StreamEndpoint } from './stream-url';

export type Tech = 'webrtc' | 'hls' | 'dvr' | 'vr';

/** How the player plays a tech: WebRTC, HLS through hls.js (MSE), or the browser's own HLS. */
export type Transport = 'webrtc' | 'hls.js' | 'native-hls';

/** What the browser can do; the app measures it once and passes it in. */
export interface PlaybackCapabilities {
  webrtc: boolean;
  /** Media Source Extensions: what hls.js needs. */
  mse: boolean;
  /** `<video>` plays an HLS playlist by itself (Safari, iOS). */
  nativeHls: boolean;
}

export interface TechFlags {
  dvr: boolean;
  vr: boolean;
}

export function chooseTech(requested: 'webrtc' | 'hls', flags: TechFlags): Tech {
  if (flags.vr) return 'vr';
  if (flags.dvr) return 'dvr';
  return requested;
}

/** The transport for a tech on this browser, or null when it cannot play it at all. */
export function transportFor(tech: Tech, capabilities: PlaybackCapabilities): Transport | null {
  if (tech === 'webrtc') return capabilities.webrtc ? 'webrtc' : null;
  if (capabilities.mse) return 'hls.js';
  return capabilities.nativeHls ? 'native-hls' : null;
}

export function endpointFor(tech: Tech): StreamEndpoint {
  if (tech === 'webrtc') return 'webrtc';
  return tech === 'dvr' ? 'dvr' : 'hls';
}

export interface PlaybackChoice {
  tech: Tech;
  transport: Transport;
}

/**
 * The tech and transport to play with, or null when this browser can play none. A WebRTC request
 * on a browser without RTCPeerConnection falls back to HLS; the flags' HLS variants never fall back
 * to WebRTC (it has no time-shift and no 360-degree stream).
 */
export function resolvePlayback(
  requested: 'webrtc' | 'hls',
  flags: TechFlags,
  capabilities: PlaybackCapabilities,
): PlaybackChoice | null {
  const tech = chooseTech(requested, flags);
  const transport = transportFor(tech, capabilities);
  if (transport) return { tech, transport };
  if (tech !== 'webrtc') return null;
  const fallback = transportFor('hls', capabilities);
  return fallback ? { tech: 'hls', transport: fallback } : null;
}
