import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { SharecamConstraints } from '../sharecam/sharecam.machine';
import { connectCam2cam } from './cam2cam.connect';
import { type Cam2camFacts, cam2camMachine, cam2camReadyTimeoutMs, whyNoCam2cam } from './cam2cam.machine';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const facts = (overrides: Partial<Cam2camFacts> = {}): Cam2camFacts => ({
  model: 'demo_model',
  loggedIn: true,
  inOwnPrivate: true,
  ...overrides,
});
const ready = (broadcaster = 'demo_model') => ({
  type: 'v3.cam2cam.ready' as const,
  payload: { broadcaster, c2c_server: 'c2c.sim.localhost', video_play_token: 'c2c-1' },
});

function start(initial = facts(), camera: 'works' | 'fails' = 'works') {
  const clock = new SimulatedClock();
  const cameras: SharecamConstraints[] = [];
  const starts: string[] = [];
  const announced: string[] = [];
  const counts = { released: 0, ended: 0 };
  const machine = cam2camMachine().provide({
    actors: {
      openCamera: fromPromise(async ({ input }) => {
        cameras.push(input);
        if (camera === 'fails') throw new Error('NotAllowedError');
      }),
      startCam2cam: fromPromise(async ({ input }) => {
        starts.push(input.model);
      }),
    },
    actions: {
      releaseCamera: () => (counts.released += 1),
      endCam2cam: () => (counts.ended += 1),
      announce: ({ context }) => announced.push(context.notice ?? ''),
    },
  });
  const actor = createActor(machine, { input: initial, clock }).start();
  const view = () => connectCam2cam(actor.getSnapshot());
  const open = async () => {
    actor.send({ type: 'cam2cam.start' });
    await flush();
    await flush();
  };
  return { actor, clock, cameras, starts, announced, counts, view, open };
}

describe('cam2cam', () => {
  it('is for the viewer in their own private, logged in', () => {
    expect(whyNoCam2cam(facts())).toBeNull();
    expect(whyNoCam2cam(facts({ inOwnPrivate: false }))).toBe('Cam2cam is for your own private.');
    expect(whyNoCam2cam(facts({ loggedIn: false, inOwnPrivate: false }))).toBe('Log in to use cam2cam.');
    const { actor, cameras, view } = start(facts({ inOwnPrivate: false }));
    actor.send({ type: 'cam2cam.start' });
    expect(view()).toMatchObject({ dataState: 'idle', whyNotStart: 'Cam2cam is for your own private.' });
    expect(cameras).toHaveLength(0);
  });

  it('opens the camera, sends the start, keeps the ingest, and ends on the user stopping', async () => {
    const { actor, cameras, starts, counts, view, open } = start();
    await open();
    expect(cameras[0]?.video).toMatchObject({ width: { min: 320, max: 640 }, frameRate: { max: 30 } });
    expect(starts).toEqual(['demo_model']);
    expect(view().dataState).toBe('starting');
    actor.send(ready('other_model'));
    expect(view().dataState).toBe('starting');
    actor.send(ready());
    expect(view()).toMatchObject({
      dataState: 'ready',
      ingest: { server: 'c2c.sim.localhost', token: 'c2c-1' },
      whyNotStart: 'Cam2cam is already on.',
    });
    actor.send({ type: 'cam2cam.stop' });
    expect(view().dataState).toBe('ended');
    expect(counts).toEqual({ released: 1, ended: 1 });
  });

  it("ends without echoing on the server's end and on the private's end; starts again after", async () => {
    const { actor, counts, view, open } = start();
    await open();
    actor.send(ready());
    actor.send({ type: 'v3.cam2cam.end', payload: { broadcaster: 'demo_model' } });
    expect([view().dataState, counts.released, counts.ended]).toEqual(['ended', 1, 0]);
    await open();
    expect(view()).toMatchObject({ dataState: 'starting', ingest: null });
    actor.send({
      type: 'v3.private.end',
      payload: { broadcaster: 'demo_model', username: 'demo_member', reason: 'model_ended' },
    });
    expect([view().dataState, counts.released, counts.ended]).toEqual(['ended', 2, 0]);
  });

  it('ends when the room answer says the private is over', async () => {
    const { actor, counts, view, open } = start();
    await open();
    actor.send(ready());
    actor.send({ type: 'room.updated', facts: facts() });
    expect(view().dataState).toBe('ready');
    actor.send({ type: 'room.updated', facts: facts({ inOwnPrivate: false }) });
    expect([view().dataState, counts.released, counts.ended]).toEqual(['ended', 1, 1]);
    expect(view().whyNotStart).toBe('Cam2cam is for your own private.');
  });

  it('gives up when the server does not answer within the timeout (virtual clock)', async () => {
    const { clock, counts, view, open, announced } = start();
    await open();
    clock.increment(cam2camReadyTimeoutMs - 1);
    expect(view().dataState).toBe('starting');
    clock.increment(1);
    expect(view()).toMatchObject({ dataState: 'ended', notice: 'The cam2cam server did not answer.' });
    expect(counts).toEqual({ released: 1, ended: 1 });
    expect(announced).toEqual(['The cam2cam server did not answer.']);
  });

  it('says so when the camera cannot be opened, and sends nothing', async () => {
    const { starts, counts, view, open } = start(facts(), 'fails');
    await open();
    expect(view()).toMatchObject({ dataState: 'ended', notice: 'The camera could not be opened.' });
    expect(starts).toEqual([]);
    expect(counts.ended).toBe(0);
  });
});
