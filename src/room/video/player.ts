/** The panel's player actor: the app's implementation of the statechart's `player`. */
import { fromCallback } from 'xstate';
import type { PlayerCommand, PlayerInput, PlayerReport } from '../../../machines/video-panel';
import { runHlsPlayer } from './hls-player';
import { runWebrtcPlayer } from './webrtc-player';

export function createPlayerLogic(getVideo: () => HTMLVideoElement | null) {
  return fromCallback<PlayerCommand, PlayerInput>(({ input, sendBack, receive }) => {
    const video = getVideo();
    const report = (event: PlayerReport) => sendBack(event);
    if (!video) {
      report({ type: 'player.failed', reason: 'no video element' });
      return;
    }
    const io = { sendBack: report, receive };
    return input.transport === 'webrtc' ? runWebrtcPlayer(video, input, io) : runHlsPlayer(video, input, io);
  });
}
