import { describe, expect, it } from 'vitest';
import { auditLedger } from '../ledger/ledger';
import type { WorldFact } from './facts';
import { memoryJournalStore } from './journal';
import { World } from './world';

async function open(seed = 'test') {
  const store = memoryJournalStore();
  const world = await World.open({ seed, store, reuseGeneration: true });
  const facts: WorldFact[] = [];
  world.subscribe((fact) => facts.push(fact));
  const member = world.accountByName('demo_member');
  const model = world.accountByName('demo_model');
  if (!member || !model) throw new Error('personas missing');
  return { world, store, facts, member, model };
}

describe('world commands', () => {
  it('moves tip tokens from payer to model and tells the room', async () => {
    const { world, facts, member, model } = await open();
    const before = world.tokensOf(member.id);
    const modelBefore = world.tokensOf(model.id);
    expect(world.tip(member, model, 25, 'hi', 'room').ok).toBe(true);
    expect(world.tokensOf(member.id)).toBe(before - 25);
    expect(world.tokensOf(model.id)).toBe(modelBefore + 25);
    expect(facts.map((fact) => fact.type)).toEqual([
      'balance.changed',
      'balance.changed',
      'koth.changed',
      'tip.sent',
    ]);
  });

  it('refuses a tip beyond the balance with not_enough_tokens, and a post-pay user with postpay_card_fail', async () => {
    const { world, member, model } = await open();
    const tooMuch = world.tokensOf(member.id) + 1;
    expect(world.tip(member, model, tooMuch, '', 'room')).toMatchObject({
      ok: false,
      errorType: 'not_enough_tokens',
    });
    const postpay = world.accountByName('demo_postpay');
    if (!postpay) throw new Error('missing');
    expect(world.tip(postpay, model, 1500, '', 'room').ok).toBe(true);
    expect(world.tokensOf(postpay.id)).toBe(-1500);
    expect(world.tip(postpay, model, 600, '', 'room')).toMatchObject({
      ok: false,
      errorType: 'postpay_card_fail',
      error: 'Not enough tokens',
    });
  });

  it("applies the member's own daily limit", async () => {
    const { world, member, model } = await open();
    expect(world.updateSettings(member, { daily_limit: 30 }).ok).toBe(true);
    expect(world.tip(member, model, 20, '', 'room').ok).toBe(true);
    expect(world.tip(member, model, 20, '', 'room')).toMatchObject({
      ok: false,
      errorType: 'user_daily_limit',
    });
  });

  it('charges a private each minute on the virtual clock and ends it when tokens run out', async () => {
    const { world, facts, member, model } = await open();
    const start = world.tokensOf(member.id);
    expect(world.requestPrivate('demo_model', member).ok).toBe(true);
    world.clock.advance(3000);
    expect(model.model?.status).toBe('private');
    expect(world.tokensOf(member.id)).toBe(start - 30);
    world.clock.advance(60_000 * 3);
    expect(world.tokensOf(member.id)).toBe(start - 120);
    world.clock.advance(60_000 * 60);
    const ended = facts.find((fact) => fact.type === 'private.ended' && fact.room === 'demo_model');
    expect(ended).toMatchObject({ reason: 'out_of_tokens', viewer: 'demo_member' });
    expect(world.tokensOf(member.id)).toBeGreaterThanOrEqual(0);
    expect(world.tokensOf(member.id)).toBeLessThan(30);
    expect(model.model?.status).toBe('online');
    expect(auditLedger(world.ledger.entries())).toEqual([]);
  });

  it('lets another member spy on a private, and ends the spy when the private ends', async () => {
    const { world, facts, member } = await open();
    const whale = world.accountByName('demo_whale');
    if (!whale) throw new Error('missing');
    world.requestPrivate('demo_model', whale);
    world.clock.advance(3000);
    expect(world.startSpy('demo_model', member).ok).toBe(true);
    expect(world.startSpy('demo_model', whale)).toMatchObject({ ok: false, errorType: 'busy' });
    world.endPrivate('demo_model', 'model_ended');
    expect(facts.filter((fact) => fact.type === 'spy.ended')).toHaveLength(1);
  });

  it('refunds tickets bought within the refund window before a ticket show ends', async () => {
    const { world, member } = await open();
    const whale = world.accountByName('demo_whale');
    if (!whale) throw new Error('missing');
    world.startLimitedShow('demo_model', { ticketPrice: 50, durationMinutes: 20, refundMinutesBeforeEnd: 5 });
    expect(world.buyTicket('demo_model', whale).ok).toBe(true);
    world.clock.advance(17 * 60_000);
    const before = world.tokensOf(member.id);
    expect(world.buyTicket('demo_model', member).ok).toBe(true);
    world.clock.advance(3 * 60_000);
    expect(world.tokensOf(member.id)).toBe(before);
    expect(world.ledger.entries().filter((entry) => entry.kind === 'refund')).toHaveLength(1);
  });

  it('keeps balances, purchases, follows and sessions across a reload of the journal', async () => {
    const { world, store, member, model } = await open();
    world.tip(member, model, 40, '', 'room');
    const media = world.data.media.find(
      (item) => item.ownerId === model.id && item.tokenPrice > 0 && !world.ownsMedia(member, item.id),
    );
    if (!media) throw new Error('no media');
    expect(world.buyMedia(member, media.id).ok).toBe(true);
    world.setFollow(member, world.data.models[5]?.username ?? '', true);
    const session = world.openSession(member.id);
    await world.flush();

    const reloaded = await World.open({
      seed: 'test',
      store: memoryJournalStore(store.records),
      reuseGeneration: true,
    });
    const again = reloaded.accountByName('demo_member');
    if (!again) throw new Error('missing');
    expect(reloaded.tokensOf(again.id)).toBe(world.tokensOf(member.id));
    expect(reloaded.ownsMedia(again, media.id)).toBe(true);
    expect([...again.follows]).toEqual([...member.follows]);
    expect(reloaded.sessionUser(session.id)?.username).toBe('demo_member');
  });
});
