import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { connectPrivateShow, whyNotPrivate } from './private-show.connect';
import { aPrivateRoom, aViewer } from './private-show.fixtures';
import { privateShowMachine } from './private-show.machine';
import type { PrivateRoomFacts, PrivateViewer } from './private-show.rules';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** SimulatedClock fires timers due at the new time only, so a repeating 1-s countdown needs steps. */
const advanceSeconds = (clock: SimulatedClock, seconds: number) => {
  for (let step = 0; step < seconds; step += 1) clock.increment(1000);
};

function start(
  options: { room?: PrivateRoomFacts; viewer?: PrivateViewer; balance?: number; failRequest?: boolean } = {},
) {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const machine = privateShowMachine().provide({
    actors: {
      requestPrivate: fromPromise(async ({ input }) => {
        calls.push(`request ${input.model} ${input.exclusive}`);
        if (options.failRequest) throw new Error('503');
      }),
      endPrivate: fromPromise(async ({ input }) => {
        calls.push(`end ${input.model}`);
      }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      room: options.room ?? aPrivateRoom(),
      viewer: options.viewer ?? aViewer(),
      balance: options.balance ?? 600,
    },
  }).start();
  const view = () => connectPrivateShow(actor.getSnapshot());
  return { clock, actor, calls, view };
}

const started = (prepaid = 60) =>
  ({
    type: 'v3.private.started',
    payload: {
      broadcaster: 'demo_model',
      username: 'demo_member',
      stream: { stream_name: 's', token: 't', edge_servers: [] },
      price_per_minute: 30,
      prepaid_seconds: prepaid,
      exclusive: false,
    },
  }) as never;

async function runningPrivate(balance = 600) {
  const harness = start({ balance });
  harness.actor.send({ type: 'private.request' });
  harness.actor.send({ type: 'private.confirm' });
  await flush();
  harness.actor.send(started());
  return harness;
}

describe('private show', () => {
  it('shows price, exclusive price, minimum, pre-tip and recording before the request', () => {
    const { actor, view } = start({
      room: aPrivateRoom({ settings: { ...aPrivateRoom().settings, isPreTipEnabled: true, preTipCost: 50 } }),
    });
    actor.send({ type: 'private.request' });
    expect(view()).toMatchObject({
      dataState: 'confirming',
      pricePerMinute: 30,
      exclusivePricePerMinute: 60,
      minimumMinutes: 1,
      preTip: 50,
      recordingOffered: true,
    });
  });

  it('asks a logged-out visitor to log in instead of requesting', () => {
    const { actor, view } = start({ viewer: aViewer({ loggedIn: false }) });
    actor.send({ type: 'private.request' });
    expect(view().dataState).toBe('login-required');
  });

  it.each([
    [{ status: 'offline' as const }, 'The model is not available for a private right now.'],
    [{ status: 'private' as const }, 'The model is not available for a private right now.'],
    [{ hasLimitedApp: true }, 'A ticket show is running.'],
    [{ isVoyeur: true }, 'Voyeur cams do not take privates.'],
    [{ versusTournamentActive: true }, 'A versus tournament is running.'],
  ])('refuses a request when %o and says why', (facts, why) => {
    const { actor, view } = start({ room: aPrivateRoom(facts) });
    expect(view().whyNotRequest).toBe(why);
    actor.send({ type: 'private.request' });
    expect(view().dataState).toBe('idle');
  });

  it('allows a request in standby and refuses it when privates are off', () => {
    expect(start({ room: aPrivateRoom({ status: 'standby' }) }).view().whyNotRequest).toBeNull();
    const off = aPrivateRoom();
    off.settings = { ...off.settings, isEnabled: false };
    expect(start({ room: off }).view().whyNotRequest).toBe('This model has privates turned off.');
  });

  it('runs request, start, ticks, user end and rating', async () => {
    const { actor, view, calls, clock } = await runningPrivate();
    expect(calls).toEqual(['request demo_model false']);
    expect(view()).toMatchObject({ dataState: 'active', prepaidSecondsLeft: 60 });
    advanceSeconds(clock, 10);
    expect(view().prepaidSecondsLeft).toBe(50);
    actor.send({
      type: 'v3.private.tick',
      payload: {
        price_per_minute: 30,
        prepaid_time_left_seconds: 60,
        duration_seconds: 60,
        tokens_charged: 60,
        remaining_seconds: 600,
      },
    });
    expect(view()).toMatchObject({ tokensCharged: 60, predictedSecondsLeft: 60 + 20 * 60 });
    actor.send({ type: 'private.end' });
    expect(view().dataState).toBe('confirming-end');
    actor.send({ type: 'private.end.confirm' });
    await flush();
    expect(calls).toContain('end demo_model');
    actor.send({
      type: 'v3.private.end',
      payload: { broadcaster: 'demo_model', username: 'demo_member', reason: 'user_ended' },
    });
    expect(view()).toMatchObject({ dataState: 'rating', lastEndReason: 'user_ended' });
    actor.send({ type: 'rating.close' });
    expect(view().dataState).toBe('idle');
  });

  it('takes out_of_tokens as the end reason when the server gives none', async () => {
    const { actor, view } = await runningPrivate();
    actor.send({ type: 'v3.private.end', payload: { broadcaster: 'demo_model', username: 'demo_member' } });
    expect(view().lastEndReason).toBe('out_of_tokens');
  });

  it('warns at 60 s left, not at 61 s', async () => {
    const { actor, view, clock } = await runningPrivate();
    actor.send({
      type: 'v3.private.tick',
      payload: {
        price_per_minute: 30,
        prepaid_time_left_seconds: 61,
        duration_seconds: 0,
        tokens_charged: 30,
        remaining_seconds: 61,
      },
    });
    expect(view().warning).toBe(false);
    clock.increment(999);
    expect(view().warning).toBe(false);
    clock.increment(1);
    expect(view().warning).toBe(true);
  });

  it('closes the end-confirm by itself when the room leaves private', async () => {
    const { actor, view } = await runningPrivate();
    actor.send({ type: 'room.updated', room: aPrivateRoom({ status: 'private' }) });
    actor.send({ type: 'private.end' });
    expect(view().dataState).toBe('confirming-end');
    actor.send({ type: 'room.updated', room: aPrivateRoom({ status: 'online' }) });
    expect(view().dataState).toBe('active');
  });

  it("toasts '{username} declined your private chat request'", async () => {
    const { actor, view } = start();
    actor.send({ type: 'private.request' });
    actor.send({ type: 'private.confirm' });
    await flush();
    actor.send({
      type: 'v3.private.declined',
      payload: { broadcaster: 'demo_model', username: 'demo_member' },
    });
    expect(view()).toMatchObject({
      dataState: 'idle',
      notice: 'demo_model declined your private chat request',
    });
  });

  it("says 'Failed to start private' when the request call fails", async () => {
    const { actor, view } = start({ failRequest: true });
    actor.send({ type: 'private.request' });
    actor.send({ type: 'private.confirm' });
    await flush();
    expect(view()).toMatchObject({ dataState: 'idle', notice: 'Failed to start private' });
  });

  it('sends a post-pay user to refill when credit is under 10 minutes of price', () => {
    const short = start({ viewer: aViewer({ postpay: true, postpayCredit: 299 }) });
    short.actor.send({ type: 'private.request' });
    short.actor.send({ type: 'private.confirm' });
    expect(short.view().dataState).toBe('refill-required');
    const enough = start({ viewer: aViewer({ postpay: true, postpayCredit: 300 }) });
    enough.actor.send({ type: 'private.request' });
    enough.actor.send({ type: 'private.confirm' });
    expect(enough.view().dataState).toBe('requesting');
  });

  it('applies a discount only with both rate and time left, until the time runs out', () => {
    const rateOnly = start({ room: aPrivateRoom({ discount: { discountRate: 50 } }) });
    expect(rateOnly.view().pricePerMinute).toBe(30);
    const timeOnly = start({ room: aPrivateRoom({ discount: { timeLeftInSecond: 30 } }) });
    expect(timeOnly.view().pricePerMinute).toBe(30);
    const both = start({ room: aPrivateRoom({ discount: { discountRate: 50, timeLeftInSecond: 30 } }) });
    expect(both.view().pricePerMinute).toBe(15);
    both.clock.increment(29_999);
    expect(both.view().pricePerMinute).toBe(15);
    both.clock.increment(1);
    expect(both.view().pricePerMinute).toBe(30);
  });

  it('says why end is not possible outside a private', () => {
    const { actor } = start();
    expect(whyNotPrivate(actor.getSnapshot(), 'end')).toBe('No private is running.');
  });
});
