/**
 * The simulated edge's WebRTC side (WHEP-style: the player POSTs an SDP offer, the edge answers).
 * It runs where the in-page simulator runs: the page, which has canvas and RTCPeerConnection. The
 * picture is a canvas.captureStream() showing the stream's name over a moving pattern; no audio.
 * In `npm run sim:server` (Node) there is no WebRTC: the edge answers 501 and players use HLS.
 */
import { loopRenditions } from './playlists';

export interface WhepSession {
  id: string;
  answerSdp: string;
}

export interface WhepAnswerer {
  answer(
    offerSdp: string,
    stream: { name: string; label: string; rendition: string | null },
  ): Promise<WhepSession>;
  close(sessionId: string): boolean;
  openSessions(): number;
}

const framesPerSecond = 30;

function iceGatheringComplete(peer: RTCPeerConnection): Promise<void> {
  if (peer.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (peer.iceGatheringState !== 'complete') return;
      peer.removeEventListener('icegatheringstatechange', check);
      resolve();
    };
    peer.addEventListener('icegatheringstatechange', check);
  });
}

/** Draws the label and a pattern that moves every frame, so a frozen picture is visible as such. */
function startPicture(label: string, width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas context');
  let frame = 0;
  const draw = () => {
    frame += 1;
    const hue = (frame * 2) % 360;
    context.fillStyle = `hsl(${hue} 45% 22%)`;
    context.fillRect(0, 0, width, height);
    const bar = width / 8;
    for (let index = 0; index < 10; index += 1) {
      context.fillStyle = `hsl(${(hue + index * 36) % 360} 70% 55%)`;
      context.fillRect(
        ((frame * 4 + index * bar) % (width + bar)) - bar,
        height * 0.7,
        bar * 0.8,
        height * 0.3,
      );
    }
    context.fillStyle = '#fff';
    context.font = `bold ${Math.round(height / 8)}px sans-serif`;
    context.textAlign = 'center';
    context.fillText(label, width / 2, height * 0.4);
    context.font = `${Math.round(height / 14)}px monospace`;
    context.fillText(`${height}p  frame ${frame}`, width / 2, height * 0.55);
  };
  draw();
  const timer = setInterval(draw, 1000 / framesPerSecond);
  const media = canvas.captureStream(framesPerSecond);
  // A test picture is all detail: keep its resolution and drop frames first when bandwidth is short.
  for (const track of media.getVideoTracks()) track.contentHint = 'detail';
  return {
    track: media.getVideoTracks()[0],
    media,
    stop: () => {
      clearInterval(timer);
      for (const track of media.getTracks()) track.stop();
    },
  };
}

/** A WHEP answerer backed by canvas pictures, or null where the environment has no WebRTC. */
export function createCanvasWhepAnswerer(): WhepAnswerer | null {
  if (typeof RTCPeerConnection === 'undefined' || typeof document === 'undefined') return null;
  const sessions = new Map<string, () => void>();
  let nextSession = 1;

  return {
    async answer(offerSdp, stream) {
      const size =
        loopRenditions.find((rendition) => rendition.name === stream.rendition) ?? loopRenditions.at(-1);
      const picture = startPicture(stream.label, size?.width ?? 960, size?.height ?? 540);
      const peer = new RTCPeerConnection();
      const id = `whep-${nextSession++}`;
      const close = () => {
        picture.stop();
        peer.close();
        sessions.delete(id);
      };
      sessions.set(id, close);
      peer.addEventListener('connectionstatechange', () => {
        if (peer.connectionState === 'failed' || peer.connectionState === 'closed') close();
      });
      try {
        // After the offer, so the track takes the offer's recvonly video m-line.
        await peer.setRemoteDescription({ type: 'offer', sdp: offerSdp });
        if (picture.track) peer.addTrack(picture.track, picture.media);
        await peer.setLocalDescription(await peer.createAnswer());
        await iceGatheringComplete(peer);
        return { id, answerSdp: peer.localDescription?.sdp ?? '' };
      } catch (error) {
        close();
        throw error;
      }
    },
    close(sessionId) {
      const close = sessions.get(sessionId);
      close?.();
      return Boolean(close);
    },
    openSessions: () => sessions.size,
  };
}
