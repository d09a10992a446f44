import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { connectSpy } from './spy.connect';
import { spyMachine } from './spy.machine';
import type { SpyRoomFacts } from './spy.rules';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const aSpyRoom = (overrides: Partial<SpyRoomFacts> = {}): SpyRoomFacts => ({
  model: 'demo_model',
  status: 'private',
  mode: 'public',
  hasLimitedApp: false,
  privateExclusive: false,
  spy: { isEnabled: true, pricePerMinuteInToken: 60, startupTipInToken: 25 },
  canChargeSpyStartupTip: true,
  ...overrides,
});

function start(
  options: { room?: SpyRoomFacts; preview?: number; tipAgeMs?: number | null; balance?: number } = {},
) {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const remembered: string[] = [];
  const machine = spyMachine().provide({
    actors: {
      fetchPreviewSeconds: fromPromise(async () => options.preview ?? 0),
      readStartupTipAge: fromPromise(async () => options.tipAgeMs ?? null),
      startSpy: fromPromise(async ({ input }) => {
        calls.push(`start ${input.model}`);
        const waived =
          options.tipAgeMs !== undefined && options.tipAgeMs !== null && options.tipAgeMs < 600_000;
        return { pricePerMinute: 60, startupTip: waived ? 0 : 25 };
      }),
      endSpy: fromPromise(async ({ input }) => {
        calls.push(`end ${input.model}`);
      }),
    },
    actions: { rememberStartupTip: ({ context }) => remembered.push(context.room.model) },
  });
  const actor = createActor(machine, {
    clock,
    input: { room: options.room ?? aSpyRoom(), loggedIn: true, balance: options.balance ?? 500 },
  }).start();
  return { clock, actor, calls, remembered, view: () => connectSpy(actor.getSnapshot()) };
}

async function spying(options: Parameters<typeof start>[0] = {}) {
  const harness = start(options);
  harness.actor.send({ type: 'spy.request' });
  await flush();
  await flush();
  harness.actor.send({ type: 'spy.confirm' });
  await flush();
  return harness;
}

const tokens = (value: number) =>
  ({
    type: 'v3.token.update',
    payload: { username: 'demo_member', tokens: value, token_change: 0, type: 'spy' },
  }) as const;

describe('spy', () => {
  it.each([
    [{ status: 'online' as const }, 'There is no private to spy on.'],
    [{ mode: 'private' as const }, 'You are already in a paid show.'],
    [{ hasLimitedApp: true }, 'A ticket show is running.'],
    [{ privateExclusive: true }, 'This private is exclusive.'],
    [
      { spy: { isEnabled: false, pricePerMinuteInToken: 60, startupTipInToken: 0 } },
      'This model has spying turned off.',
    ],
  ])('refuses to spy when %o and says why', (facts, why) => {
    const { actor, view } = start({ room: aSpyRoom(facts) });
    expect(view().whyNotRequest).toBe(why);
    actor.send({ type: 'spy.request' });
    expect(view().dataState).toBe('idle');
  });

  it('fetches the preview, confirms, starts with the running price and ends', async () => {
    const { actor, view, calls } = await spying({ preview: 20 });
    expect(calls).toEqual(['start demo_model']);
    expect(view()).toMatchObject({ dataState: 'preview', pricePerMinute: 60, freePreviewSeconds: 20 });
    actor.send({ type: 'spy.end' });
    await flush();
    expect(calls).toEqual(['start demo_model', 'end demo_model']);
    expect(view().dataState).toBe('idle');
  });

  it('returns to public on the v3.spy.end event', async () => {
    const { actor, view } = await spying();
    actor.send({ type: 'v3.spy.end', payload: { broadcaster: 'demo_model' } });
    expect(view().dataState).toBe('idle');
  });

  it('drops a viewer without free preview to public below one sixth of the price', async () => {
    const { actor, view, calls } = await spying();
    actor.send(tokens(10));
    expect(view().dataState).toBe('spying');
    actor.send(tokens(9));
    await flush();
    expect(calls).toContain('end demo_model');
    expect(view().dataState).toBe('idle');
    expect(view().notice).toMatch(/Not enough tokens/);
  });

  it('keeps a viewer in free preview until the preview runs out', async () => {
    const { actor, view, clock } = await spying({ preview: 20 });
    actor.send(tokens(0));
    clock.increment(19_999);
    expect(view().dataState).toBe('preview');
    clock.increment(1);
    await flush();
    expect(view().dataState).toBe('idle');
  });

  it('charges the startup tip once, remembers it and waives it for 10 minutes', async () => {
    const first = await spying();
    expect(first.remembered).toEqual(['demo_model']);
    expect(first.view().startupTipWaived).toBe(true);
    first.clock.increment(600_000 - 1);
    expect(first.view().startupTipWaived).toBe(true);
    first.clock.increment(1);
    expect(first.view()).toMatchObject({ startupTipWaived: false, startupTip: 25 });
  });

  it('reads the waiver from the store: 9 minutes ago is waived for one more minute', async () => {
    const { actor, view, clock, remembered } = start({ tipAgeMs: 540_000 });
    actor.send({ type: 'spy.request' });
    await flush();
    await flush();
    expect(view()).toMatchObject({ dataState: 'confirming', startupTip: 0, startupTipWaived: true });
    clock.increment(60_000);
    expect(view().startupTip).toBe(25);
    expect(remembered).toEqual([]);
  });

  it('charges no startup tip when the model cannot charge one', () => {
    const { view } = start({ room: aSpyRoom({ canChargeSpyStartupTip: false }) });
    expect(view().startupTip).toBe(0);
  });
});
