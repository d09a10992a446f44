import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectSharecam } from './sharecam.connect';
import {
  type SharecamConstraints,
  type SharecamFacts,
  sharecamMachine,
  whyNoSharecam,
} from './sharecam.machine';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const facts = (overrides: Partial<SharecamFacts> = {}): SharecamFacts => ({
  model: 'demo_model',
  loggedIn: true,
  isStreamer: false,
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
  const announced: string[] = [];
  let released = 0;
  let ended = 0;
  const machine = sharecamMachine().provide({
    actors: {
      openCamera: fromPromise(async ({ input }) => {
        cameras.push(input);
      }),
      requestSharecam: fromPromise(async () => {}),
    },
    actions: {
      releaseCamera: () => (released += 1),
      endSharecam: () => (ended += 1),
      announce: ({ context }) => announced.push(context.notice ?? ''),
    },
  });
  const actor = createActor(machine, { input: initial }).start();
  return { actor, cameras, announced, released: () => released, ended: () => ended };
}

describe('sharecam', () => {
  it('applies the public and private availability rules', () => {
    expect(whyNoSharecam(facts())).toBeNull();
    expect(whyNoSharecam(facts({ loggedIn: false, status: 'offline' }))).toBe('Log in to use ShareCam.');
    expect(whyNoSharecam(facts({ isStreamer: true }))).toBe('This is your own room.');
    expect(whyNoSharecam(facts({ status: 'offline' }))).toBe('The model is not live.');
    expect(whyNoSharecam(facts({ status: 'limited', limitedRunning: true }))).toBeNull();
    expect(whyNoSharecam(facts({ isAllowedInPublic: false }))).toBe('ShareCam is off in public.');
    expect(whyNoSharecam(facts({ inPrivate: true, status: 'private', privateRunning: true }))).toBeNull();
    expect(whyNoSharecam(facts({ inPrivate: true, isAllowedInPrivate: false }))).toBe(
      'ShareCam is off in privates.',
    );
  });

  it('opens the camera within 320x240-640x480 at 10-30 fps, shares, flips and stops', async () => {
    const { actor, cameras, released, ended } = start();
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
    expect(ended()).toBe(1);
  });

  it('tells the server when the viewer stops waiting; a server end does not echo back', async () => {
    const { actor, released, ended } = start();
    actor.send({ type: 'sharecam.request' });
    await flush();
    await flush();
    actor.send({ type: 'sharecam.stop' });
    expect([actor.getSnapshot().value, released(), ended()]).toEqual(['idle', 1, 1]);
    actor.send({ type: 'sharecam.request' });
    await flush();
    await flush();
    actor.send({ type: 'v3.sharecam.started', payload: parties });
    actor.send({ type: 'v3.sharecam.end', payload: parties });
    expect([actor.getSnapshot().value, released(), ended()]).toEqual(['idle', 2, 1]);
  });

  it('stops and releases the camera when the room no longer allows it', async () => {
    const { actor, released, ended } = start();
    actor.send({ type: 'sharecam.request' });
    await flush();
    await flush();
    actor.send({ type: 'v3.sharecam.started', payload: parties });
    actor.send({ type: 'room.updated', facts: facts({ isMobile: false }) });
    expect(actor.getSnapshot().matches('sharing')).toBe(true);
    actor.send({ type: 'room.updated', facts: facts({ status: 'offline' }) });
    expect([actor.getSnapshot().value, released(), ended()]).toEqual(['idle', 1, 1]);
    expect(actor.getSnapshot().context.facts.status).toBe('offline');
  });

  it("toasts '{name} declined your ShareCam request.'", async () => {
    const { actor, released, announced } = start();
    actor.send({ type: 'sharecam.request' });
    await flush();
    await flush();
    actor.send({ type: 'v3.sharecam.declined', payload: parties });
    expect(actor.getSnapshot().context.notice).toBe('demo_model declined your ShareCam request.');
    expect(announced).toEqual(['demo_model declined your ShareCam request.']);
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

  it('connects: data-state, stop, flip on mobile while live, and why not', async () => {
    const { actor } = start();
    const view = () => connectSharecam(actor.getSnapshot());
    expect(view()).toMatchObject({ dataState: 'idle', cameraOn: false, canStop: false, whyNotRequest: null });
    actor.send({ type: 'sharecam.request' });
    await flush();
    await flush();
    expect(view()).toMatchObject({ dataState: 'waiting', cameraOn: true, canStop: true, canFlip: false });
    expect(view().whyNotRequest).toBe('ShareCam is already on.');
    actor.send({ type: 'v3.sharecam.started', payload: parties });
    expect(view()).toMatchObject({ dataState: 'sharing', canFlip: true, facing: 'user' });
    actor.send({ type: 'sharecam.stop' });
    actor.send({ type: 'room.updated', facts: facts({ isAllowedInPublic: false }) });
    expect(view()).toMatchObject({ dataState: 'idle', whyNotRequest: 'ShareCam is off in public.' });
  });
});
