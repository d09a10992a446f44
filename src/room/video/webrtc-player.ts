/**
 * The WebRTC player, WHEP-style (docs/decisions/0014-whep-signalling.md): it POSTs an SDP offer
 * (receive-only video and audio) to the edge's WHEP URL and applies the SDP answer; DELETE on the
 * returned Location ends the session. A rendition switch opens a new session and swaps the picture
 * into the same element; a token rotation only changes the token used by the next session.
 */
import { type PlayerInput, withToken } from '../../../machines/video-panel';
import { absoluteUrl, applyElementCommand, type PlayerIo, reportMediaEvents } from './media-element';

interface Session {
  peer: RTCPeerConnection;
  resource: string | null;
}

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

export function runWebrtcPlayer(
  video: HTMLVideoElement,
  input: PlayerInput,
  io: PlayerIo,
  fetcher: typeof fetch = (...args) => fetch(...args),
): () => void {
  let token = input.token;
  let current: Session | null = null;
  let disposed = false;
  const stopReporting = reportMediaEvents(video, io.sendBack);
  video.muted = input.muted;

  const end = (session: Session) => {
    session.peer.close();
    if (session.resource) fetcher(session.resource, { method: 'DELETE' }).catch(() => undefined);
  };

  async function open(url: string): Promise<Session> {
    const peer = new RTCPeerConnection();
    const session: Session = { peer, resource: null };
    try {
      peer.addTransceiver('video', { direction: 'recvonly' });
      peer.addTransceiver('audio', { direction: 'recvonly' });
      const picture = new Promise<MediaStream>((resolve) => {
        peer.addEventListener(
          'track',
          (event) => resolve(event.streams[0] ?? new MediaStream([event.track])),
          {
            once: true,
          },
        );
      });
      await peer.setLocalDescription(await peer.createOffer());
      await iceGatheringComplete(peer);
      const response = await fetcher(absoluteUrl(withToken(url, token)), {
        method: 'POST',
        headers: { 'Content-Type': 'application/sdp' },
        body: peer.localDescription?.sdp ?? '',
      });
      if (response.status !== 201) throw new Error(`the edge answered ${response.status}`);
      const location = response.headers.get('Location');
      session.resource = location ? new URL(location, response.url || absoluteUrl(url)).href : null;
      await peer.setRemoteDescription({ type: 'answer', sdp: await response.text() });
      peer.addEventListener('connectionstatechange', () => {
        if (peer.connectionState === 'failed' && current === session)
          io.sendBack({ type: 'player.failed', reason: 'the WebRTC connection failed' });
      });
      video.srcObject = await picture;
      return session;
    } catch (error) {
      end(session);
      throw error;
    }
  }

  const reportRendition = () => {
    if (video.videoHeight)
      io.sendBack({ type: 'player.rendition.changed', rendition: `${video.videoHeight}p` });
  };
  video.addEventListener('resize', reportRendition);

  io.receive((command) => {
    if (applyElementCommand(video, command, io)) return;
    if (command.type === 'player.token.set') token = command.token;
    else if (command.type === 'player.rendition.set') {
      open(command.url).then(
        (session) => {
          const previous = current;
          current = session;
          if (previous) end(previous);
          if (disposed) end(session);
          else if (video.paused) video.play().catch(() => undefined);
        },
        (error: unknown) =>
          io.sendBack({ type: 'player.failed', reason: `rendition switch: ${String(error)}` }),
      );
    }
  });

  open(input.url).then(
    (session) => {
      if (disposed) return end(session);
      current = session;
      io.sendBack({ type: 'player.attached' });
    },
    (error: unknown) => {
      if (!disposed) io.sendBack({ type: 'player.failed', reason: `WHEP: ${String(error)}` });
    },
  );

  return () => {
    disposed = true;
    video.removeEventListener('resize', reportRendition);
    stopReporting();
    if (current) end(current);
    video.srcObject = null;
  };
}
