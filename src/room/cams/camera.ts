/**
 * The viewer's camera for ShareCam and cam2cam: getUserMedia behind a small handle the machines'
 * `openCamera` actor and `releaseCamera` action call. The preview subscribes to the current stream.
 * A stream that arrives after a release (the viewer stopped or left while the browser was asking)
 * is stopped at once, so no camera stays on behind the page's back.
 */
export interface Camera {
  /** Opens a stream with these constraints; a flip replaces (and stops) the previous one. */
  open(constraints: MediaStreamConstraints): Promise<void>;
  /** Stops every track of the current stream and forgets it. */
  release(): void;
  current(): MediaStream | null;
  subscribe(listener: () => void): () => void;
}

type GetUserMedia = (constraints: MediaStreamConstraints) => Promise<MediaStream>;

const browserCamera: GetUserMedia = (constraints) => {
  if (!navigator.mediaDevices?.getUserMedia) return Promise.reject(new Error('No camera API here'));
  return navigator.mediaDevices.getUserMedia(constraints);
};

const stopTracks = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

export function createCamera(getUserMedia: GetUserMedia = browserCamera): Camera {
  let stream: MediaStream | null = null;
  // Bumped by every release: an open that started before it must not bring its stream back.
  let generation = 0;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    async open(constraints) {
      const openedFor = generation;
      const next = await getUserMedia(constraints);
      if (openedFor !== generation) {
        stopTracks(next);
        throw new Error('The camera was released while it opened');
      }
      stopTracks(stream);
      stream = next;
      changed();
    },
    release() {
      generation += 1;
      if (!stream) return;
      stopTracks(stream);
      stream = null;
      changed();
    },
    current: () => stream,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
