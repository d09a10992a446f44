import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  type SoundCommand,
  type TipEmitted,
  type TipInput,
  type TipRequest,
  type TipResult,
  tipMachine,
} from './tip.machine';
import { tipSoundFor, tipVolume } from './tip-sound';

const member: TipInput = {
  target: { id: 4, username: 'model_x' },
  viewer: { username: 'alice' },
  balance: 500,
  whiteLabel: false,
};

function start(answer: TipResult | Error, input: TipInput = member) {
  const requests: TipRequest[] = [];
  const sounds: SoundCommand[] = [];
  const machine = tipMachine().provide({
    actors: {
      sendTip: fromPromise<TipResult, TipRequest>(async ({ input: request }) => {
        requests.push(request);
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      soundPlayer: fromCallback<SoundCommand>(({ receive }) => receive((command) => sounds.push(command))),
    },
  });
  const actor = createActor(machine, { input, clock: new SimulatedClock() });
  const emitted: TipEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const settle = () => waitFor(actor, (snapshot) => snapshot.matches('idle'));
  return { actor, requests, sounds, emitted, settle };
}

describe('tipping', () => {
  it('posts 25 by default with the comment, then takes the new balance and plays the tier sound', async () => {
    const { actor, requests, sounds, emitted, settle } = start({ ok: true, tokens: 475 });
    actor.send({ type: 'tip.comment.change', comment: 'nice' });
    actor.send({ type: 'tip.submit' });
    await settle();
    expect(requests).toEqual([
      { targetId: 4, amount: 25, comment: 'nice', source_id: 'chat', type: 'public', app_data: '' },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ balance: 475, comment: '', error: null });
    expect(emitted).toEqual([{ type: 'tip.sent', amount: 25 }]);
    expect(sounds).toEqual([{ type: 'sound.play', sound: { kind: 'tier', tier: 'under-100' }, volume: 0.7 }]);
  });

  it('asks a guest to register and posts nothing', () => {
    const { actor, requests, emitted } = start(
      { ok: true, tokens: 0 },
      { ...member, viewer: { username: null } },
    );
    actor.send({ type: 'tip.submit' });
    expect(requests).toEqual([]);
    expect(emitted).toEqual([{ type: 'tip.modal', kind: 'sign-up', params: { reason: 'tip' } }]);
  });

  it('a missing target reads "Something went wrong" without a call', () => {
    const { actor, requests } = start(
      { ok: true, tokens: 0 },
      { ...member, target: { id: null, username: 'x' } },
    );
    actor.send({ type: 'tip.submit' });
    expect(requests).toEqual([]);
    expect(actor.getSnapshot().context.error).toBe('Something went wrong');
  });

  it.each([
    ['not_enough_tokens', 'Not enough tokens', { kind: 'purchase-tokens', params: { reason: 'tip' } }, null],
    ['postpay_card_fail', 'Card declined', { kind: 'post-pay', params: {} }, null],
    ['postpay_card_fail', 'Not enough tokens', null, 'Not enough tokens'],
    ['over_daily_limit', 'Over limit', { kind: 'daily-low-limit', params: { variant: 'verify' } }, null],
    ['user_daily_limit', 'Limit', { kind: 'daily-low-limit', params: { variant: 'low' } }, null],
    ['invalid_target', 'x', null, 'Something went wrong'],
  ])('%s (%s) opens its modal', async (errorType, error, modal, message) => {
    const { actor, emitted, sounds, settle } = start({ ok: false, errorType, error });
    actor.send({ type: 'tip.submit' });
    await settle();
    expect(emitted).toEqual(modal ? [{ type: 'tip.modal', ...modal }] : []);
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(actor.getSnapshot().context.balance).toBe(500);
    expect(sounds).toEqual([]);
  });

  it('refuses an amount below 1 before calling', () => {
    const { actor, requests } = start({ ok: true, tokens: 0 });
    actor.send({ type: 'tip.amount.change', amount: 0 });
    actor.send({ type: 'tip.submit' });
    expect(requests).toEqual([]);
    expect(actor.getSnapshot().context.error).toBe('Enter a tip amount');
  });

  it('follows v3.token.update for the viewer only, and plays others’ tips at volume_tip', () => {
    const { actor, sounds } = start({ ok: true, tokens: 0 });
    const update = (username: string, tokens: number) =>
      actor.send({ type: 'v3.token.update', payload: { username, tokens, token_change: -1, type: 'tip' } });
    update('bob', 1);
    update('alice', 320);
    expect(actor.getSnapshot().context.balance).toBe(320);
    actor.send({ type: 'v3.user.settings', payload: { settings: { volume_tip: 40 } } });
    const tip = (sender_name: string, tokens: number) =>
      actor.send({
        type: 'v3.tip.received',
        payload: { tokens, receiver_name: 'model_x', sender_name, type: 'public' },
      });
    tip('bob', 69);
    tip('alice', 500);
    expect(sounds).toEqual([{ type: 'sound.play', sound: { kind: 'special', amount: 69 }, volume: 0.4 }]);
  });
});

describe('tip sounds', () => {
  const tier = (amount: number, whiteLabel = false) => {
    const sound = tipSoundFor(amount, { whiteLabel });
    return sound.kind === 'tier' ? sound.tier : `special-${sound.amount}`;
  };

  it('picks the tier at each boundary', () => {
    expect([1, 14, 15, 99, 100, 499, 500, 999, 1001, 5000].map((amount) => tier(amount))).toEqual([
      'under-15',
      'under-15',
      'under-100',
      'under-100',
      'under-500',
      'under-500',
      'under-1000',
      'under-1000',
      'from-1000',
      'from-1000',
    ]);
  });

  it('plays the specials, and 1000 is special except on white-label', () => {
    expect([9, 69, 169, 321, 420, 666, 777, 1000].map((amount) => tier(amount))).toEqual(
      [9, 69, 169, 321, 420, 666, 777, 1000].map((amount) => `special-${amount}`),
    );
    expect(tier(1000, true)).toBe('from-1000');
    expect(tier(777, true)).toBe('special-777');
  });

  it('reads volume_tip as a gain, 70 by default, clamped', () => {
    expect([undefined, '', 'x', 0, 40, '100', 250, -5].map(tipVolume)).toEqual([
      0.7, 0.7, 0.7, 0, 0.4, 1, 1, 0,
    ]);
  });
});
