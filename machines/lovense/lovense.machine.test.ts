import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { type LovenseRoomFacts, lovenseMachine, showsLovenseNotice, whyNoTurn } from './lovense.machine';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const control = (username: string) =>
  ({
    type: 'v3.lovense.control.start',
    payload: { username, control_type: 'vibrate', duration_seconds: 30, token_price: 20 },
  }) as const;
const aRoom = (overrides: Partial<LovenseRoomFacts> = {}): LovenseRoomFacts => ({
  model: 'rosa',
  status: 'online',
  available: true,
  tokenPrice: 20,
  durationSeconds: 30,
  controlType: 'vibrate',
  controller: null,
  ...overrides,
});

function start(
  options: {
    isStreamer?: boolean;
    username?: string;
    room?: LovenseRoomFacts;
    buy?: () => Promise<{ queued: boolean }>;
  } = {},
) {
  const driving: string[] = [];
  const machine = lovenseMachine().provide({
    actors: {
      driveToy: fromCallback(({ input, receive }) => {
        driving.push(`on ${input.model} ${input.control.controlType}`);
        receive((event) => driving.push(`level ${event.level}`));
        return () => driving.push('off');
      }),
      buyTurn: fromPromise(options.buy ?? (async () => ({ queued: false }))),
    },
  });
  const actor = createActor(machine, {
    input: {
      room: options.room ?? aRoom(),
      username: options.username ?? 'demo_member',
      isStreamer: options.isStreamer ?? false,
    },
  }).start();
  return { actor, driving };
}

describe('lovense', () => {
  it('drives the toy-control API only while this viewer holds control, with the levels set', () => {
    const { actor, driving } = start();
    actor.send(control('someone_else'));
    expect(actor.getSnapshot().matches({ control: { controlled: 'others' } })).toBe(true);
    actor.send({ type: 'toy.level', level: 5 });
    expect(driving).toEqual([]);
    actor.send(control('demo_member'));
    actor.send({ type: 'toy.level', level: 12 });
    actor.send({ type: 'toy.level', level: 21 });
    expect(actor.getSnapshot().context.level).toBe(12);
    actor.send({ type: 'v3.lovense.control.stop', payload: { username: 'demo_member' } });
    expect(driving).toEqual(['on rosa vibrate', 'level 12', 'off']);
    expect(actor.getSnapshot().matches({ control: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.level).toBe(0);
  });

  it('starts controlled when the room answer names a controller', () => {
    const { actor, driving } = start({ room: aRoom({ controller: 'demo_member' }) });
    expect(actor.getSnapshot().matches({ control: { controlled: 'mine' } })).toBe(true);
    expect(driving).toEqual(['on rosa vibrate']);
  });

  it('keeps the queue and resets everything on a mode change', () => {
    const { actor, driving } = start();
    actor.send({ type: 'v3.lovense.queue', payload: { queue_size: 2, usernames: ['a', 'b'] } });
    actor.send(control('demo_member'));
    actor.send({ type: 'room.mode.changed' });
    expect(actor.getSnapshot().context).toMatchObject({ control: null, queue: [], queueSize: 0 });
    expect(driving).toEqual(['on rosa vibrate', 'off']);
  });

  it('buys a turn, says when it is queued, and refuses a second while one is held or waited for', async () => {
    const { actor } = start({ buy: async () => ({ queued: true }) });
    actor.send({ type: 'lovense.request' });
    expect(actor.getSnapshot().matches({ purchase: 'buying' })).toBe(true);
    await flush();
    expect(actor.getSnapshot().context.notice).toBe('You are in the queue for the toy.');
    actor.send({ type: 'v3.lovense.queue', payload: { queue_size: 1, usernames: ['demo_member'] } });
    expect(whyNoTurn(actor.getSnapshot().context)).toBe('You already have a turn.');
    actor.send({ type: 'lovense.request' });
    expect(actor.getSnapshot().matches({ purchase: 'ready' })).toBe(true);
  });

  it("shows the server's reason when buying fails", async () => {
    const { actor } = start({
      buy: async () => {
        throw new Error('Not enough tokens.');
      },
    });
    actor.send({ type: 'lovense.request' });
    await flush();
    expect(actor.getSnapshot().context.notice).toBe('Not enough tokens.');
  });

  it('says why a turn cannot be bought, and shows the notice to viewers only', () => {
    const context = (options: Parameters<typeof start>[0]) => start(options).actor.getSnapshot().context;
    expect(whyNoTurn(context({ username: '' }))).toBe('Log in to control the toy.');
    expect(whyNoTurn(context({ isStreamer: true }))).toBe('This is your own toy.');
    expect(whyNoTurn(context({ room: aRoom({ available: false }) }))).toBe(
      'Toy control is off in this room.',
    );
    expect(whyNoTurn(context({ room: aRoom({ status: 'private' }) }))).toBe(
      'Toy control is for the public show.',
    );
    expect(whyNoTurn(context({}))).toBeNull();
    expect(showsLovenseNotice(context({}))).toBe(true);
    expect(showsLovenseNotice(context({ isStreamer: true }))).toBe(false);
  });
});

describe('lovense after a reconnect', () => {
  it('takes who controls from a re-read room answer', () => {
    const { actor, driving } = start();
    actor.send({ type: 'room.updated', room: aRoom({ controller: 'demo_member' }) });
    expect(actor.getSnapshot().matches({ control: { controlled: 'mine' } })).toBe(true);
    actor.send({ type: 'room.updated', room: aRoom({ controller: 'demo_member', tokenPrice: 30 }) });
    expect(driving).toEqual(['on rosa vibrate']);
    actor.send({ type: 'room.updated', room: aRoom({ controller: null }) });
    expect(actor.getSnapshot().matches({ control: 'idle' })).toBe(true);
    expect(driving).toEqual(['on rosa vibrate', 'off']);
    expect(actor.getSnapshot().context.room.tokenPrice).toBe(20);
  });
});
