/**
 * What every player shares: it reports the <video> element's facts to the panel, and plays or
 * mutes it on command. The panel's statechart decides what the facts mean.
 */
import type { PlayerCommand, PlayerReport } from '../../../machines/video-panel';

export interface PlayerIo {
  sendBack(report: PlayerReport): void;
  receive(listener: (command: PlayerCommand) => void): void;
}

/** Progress is reported once per second of media time: enough for the stall watchdog, no more. */
const progressStepSeconds = 1;

export function reportMediaEvents(video: HTMLVideoElement, sendBack: PlayerIo['sendBack']): () => void {
  let reportedAt = video.currentTime;
  const listeners: Array<[string, () => void]> = [
    ['playing', () => sendBack({ type: 'player.playing' })],
    ['waiting', () => sendBack({ type: 'player.waiting' })],
    ['pause', () => sendBack({ type: 'player.paused' })],
    [
      'timeupdate',
      () => {
        const position = video.currentTime;
        if (Math.abs(position - reportedAt) < progressStepSeconds) return;
        reportedAt = position;
        sendBack({ type: 'player.progressed', position });
      },
    ],
  ];
  for (const [name, listener] of listeners) video.addEventListener(name, listener);
  return () => {
    for (const [name, listener] of listeners) video.removeEventListener(name, listener);
  };
}

/** Plays the element; a refusal by the browser's autoplay policy is reported, not thrown. */
export function play(video: HTMLVideoElement, sendBack: PlayerIo['sendBack']) {
  video.play().catch((error: unknown) => {
    const name = error instanceof DOMException ? error.name : '';
    if (name === 'NotAllowedError') sendBack({ type: 'player.autoplay.refused' });
    // AbortError: a newer load or pause interrupted this play(); the element reports what follows.
    else if (name !== 'AbortError')
      sendBack({ type: 'player.failed', reason: `play() failed: ${String(error)}` });
  });
}

/** Commands every transport handles the same way. Returns false for the ones left to the transport. */
export function applyElementCommand(video: HTMLVideoElement, command: PlayerCommand, io: PlayerIo): boolean {
  if (command.type === 'player.play') play(video, io.sendBack);
  else if (command.type === 'player.mute.set') video.muted = command.muted;
  else return false;
  return true;
}

/** Stream URLs may be scheme-relative (`//edge/...`); players get them absolute. */
export const absoluteUrl = (url: string) => new URL(url, window.location.href).href;
