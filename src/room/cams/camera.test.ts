import { describe, expect, it } from 'vitest';
import { createCamera } from './camera';

/** A stand-in MediaStream whose tracks record being stopped. */
function fakeStream() {
  const tracks = [
    {
      stopped: false,
      stop() {
        this.stopped = true;
      },
    },
  ];
  return { stream: { getTracks: () => tracks } as unknown as MediaStream, stopped: () => tracks[0]?.stopped };
}

describe('the viewer camera', () => {
  it('opens, tells the preview, and stops the tracks on release', async () => {
    const first = fakeStream();
    const camera = createCamera(async () => first.stream);
    let changes = 0;
    camera.subscribe(() => (changes += 1));
    await camera.open({ video: true });
    expect(camera.current()).toBe(first.stream);
    camera.release();
    expect([camera.current(), first.stopped(), changes]).toEqual([null, true, 2]);
  });

  it('a flip replaces the stream and stops the old one', async () => {
    const streams = [fakeStream(), fakeStream()];
    let call = 0;
    const camera = createCamera(async () => streams[call++]?.stream as MediaStream);
    await camera.open({ video: { facingMode: 'user' } });
    await camera.open({ video: { facingMode: 'environment' } });
    expect(camera.current()).toBe(streams[1]?.stream);
    expect([streams[0]?.stopped(), streams[1]?.stopped()]).toEqual([true, false]);
  });

  it('stops a stream that arrives after a release and reports the open as failed', async () => {
    const late = fakeStream();
    let resolve: (stream: MediaStream) => void = () => {};
    const camera = createCamera(() => new Promise((done) => (resolve = done)));
    const opening = camera.open({ video: true });
    camera.release();
    resolve(late.stream);
    await expect(opening).rejects.toThrow('released');
    expect([camera.current(), late.stopped()]).toEqual([null, true]);
  });
});
