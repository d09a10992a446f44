import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type SharecamConstraints,
  type SharecamFacts,
  sharecamMachine,
  whyNoSharecam,
} from './sharecam.machine';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const facts = (overrides: Partial<SharecamFacts> = {}): SharecamFacts => ({
  model: 'demo_model',
  status: 'online',
  inPrivate: false,
  privateRunning: false,
  limitedRunning: false,
  isAllowedInPublic: true,
  isAllowedInPrivate: true,
  isMobile: true,
  ...overrides,
});
const parties = { broadcaster: 'demo_model', username: 'demo_member' };

function start(initial = facts()) {
  const cameras: SharecamConstraints[] = [];
  let released = 0;
  const machine = sharecamMachine.provide({
    actors: {
      openCamera: fromPromise(async ({ input }) => {
        cameras.push(input);
      }),
      requestSharecam: fromPromise(async () => {}),
    },
    actions: { releaseCamera: () => (released += 1) },
  });
  const actor = createActor(machine, { input: initial }).start();
  return { actor, cameras, released: () => released };
}

describe('sharecam', () => {
  it('applies the public and private availability rules', () => {
    expect(whyNoSharecam(facts())).toBeNull();
    expect(whyNoSharecam(facts({ status: 'offline' }))).toBe('The model is not live.');
    expect(whyNoSharecam(facts({ status: 'limited', limitedRunning: true }))).toBeNull();
    expect(whyNoSharecam(facts({ isAllowedInPublic: false }))).toBe('ShareCam is off in public.');
    expect(whyNoSharecam(facts({ inPrivate: true, status: 'private', privateRunning: true }))).toBeNull();
    expect(whyNoSharecam(facts({ inPrivate: true, isAllowedInPrivate: false }))).toBe(
      'ShareCam is off in privates.',
    );
  });

  it('opens the camera within 320x240-640x480 at 10-30 fps, shares, flips and stops', async () => {
    const { actor, cameras, released } = start();
    actor.send({ type: 'sharecam.request' });
    await flush();
    await flush();
    expect(cameras[0]?.video).toMatchObject({
      width: { min: 320, max: 640 },
      height: { min: 240, max: 480 },
      frameRate: { min: 10, max: 30 },
      facingMode: 'user',
    });
    actor.send({ type: 'v3.sharecam.started', payload: parties });
    expect(actor.getSnapshot().matches('sharing')).toBe(true);
    actor.send({ type: 'sharecam.flip' });
    await flush();
    expect(cameras[1]?.video.facingMode).toBe('environment');
    actor.send({ type: 'sharecam.stop' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(released()).toBe(1);
  });

  it("toasts '{name} declined your ShareCam request.'", async () => {
    const { actor, released } = start();
    actor.send({ type: 'sharecam.request' });
    await flush();
    await flush();
    actor.send({ type: 'v3.sharecam.declined', payload: parties });
    expect(actor.getSnapshot().context.notice).toBe('demo_model declined your ShareCam request.');
    expect(released()).toBe(1);
  });

  it('does not flip on desktop', async () => {
    const { actor, cameras } = start(facts({ isMobile: false }));
    actor.send({ type: 'sharecam.request' });
    await flush();
    await flush();
    actor.send({ type: 'v3.sharecam.started', payload: parties });
    actor.send({ type: 'sharecam.flip' });
    await flush();
    expect(cameras).toHaveLength(1);
  });
});
