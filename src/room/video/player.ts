/** The panel's player actor: the app's implementation of the statechart's `player`. */
import { fromCallback } from 'xstate';
import type { PlayerCommand, PlayerInput, PlayerReport } from '../../../machines/video-panel';
import { yieldToMain } from '../../app/after-paint';
import { runHlsPlayer } from './hls-player';
import { runWebrtcPlayer } from './webrtc-player';

export function createPlayerLogic(getVideo: () => HTMLVideoElement | null) {
  return fromCallback<PlayerCommand, PlayerInput>(({ input, sendBack, receive }) => {
    const video = getVideo();
    let stopped = false;
    // Each report reaches the panel in a task of its own (in order): hls.js handling a playlist and
    // the panel's render of what it reported are two short tasks, not one long one.
    const report = (event: PlayerReport) =>
      void yieldToMain().then(() => {
        if (!stopped) sendBack(event);
      });
    if (!video) {
      report({ type: 'player.failed', reason: 'no video element' });
      return;
    }
    const io = { sendBack: report, receive };
    const stop =
      input.transport === 'webrtc' ? runWebrtcPlayer(video, input, io) : runHlsPlayer(video, input, io);
    return () => {
      stopped = true;
      stop();
    };
  });
}
