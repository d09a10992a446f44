import { describe, expect, it } from 'vitest';
import { auditLedger } from '../ledger/ledger';
import type { WorldFact } from '../world/facts';
import { World } from '../world/world';
import { Billing, dailyPurchaseLimitCents } from './billing';
import { approvedTestCard, declineCodes, declineText, testCardFor } from './declines';

async function setUp() {
  const world = await World.open({ seed: 'billing', reuseGeneration: true });
  const billing = new Billing(world);
  const facts: WorldFact[] = [];
  world.subscribe((fact) => facts.push(fact));
  const persona = (name: string) => {
    const account = world.accountByName(name);
    if (!account) throw new Error(`no ${name}`);
    return account;
  };
  return { world, billing, facts, persona };
}

describe('fake billing', () => {
  it('approves the approved test card and adds the tokens as a purchase entry', async () => {
    const { world, billing, persona } = await setUp();
    const newbie = persona('demo_newbie');
    const outcome = billing.checkout(newbie, {
      productId: 'credit_100',
      card: { number: approvedTestCard, cvv: '123' },
    });
    expect(outcome.ok).toBe(true);
    expect(world.tokensOf(newbie.id)).toBe(100);
    expect(world.ledger.entries().at(-1)).toMatchObject({
      kind: 'purchase',
      amount: 100,
      memo: { cents: 1099 },
    });
    expect(newbie.hasCard).toBe(true);
  });

  it.each(declineCodes)('declines test card for %s with its text, moving no tokens', async (code) => {
    const { world, billing, facts, persona } = await setUp();
    const newbie = persona('demo_newbie');
    const outcome = billing.checkout(newbie, { productId: 'credit_50', card: { number: testCardFor(code) } });
    expect(outcome).toMatchObject({
      ok: false,
      errorType: 'payment_declined',
      declined: { declineCode: code, text: declineText(code) },
    });
    expect(world.tokensOf(newbie.id)).toBe(0);
    expect(facts.at(-1)).toMatchObject({ type: 'payment.completed', approved: false, declineCode: code });
  });

  it('reads unknown decline codes as Declined', () => {
    expect(declineText('NWHATEVER')).toBe('Declined');
  });

  it('enforces the daily purchase limit', async () => {
    const { billing, persona } = await setUp();
    const member = persona('demo_member');
    const card = { number: approvedTestCard };
    let bought = 0;
    while (billing.checkout(member, { productId: 'credit_2500', card }).ok) bought += 22_499;
    expect(bought).toBeLessThanOrEqual(dailyPurchaseLimitCents.standard);
    expect(billing.checkout(member, { productId: 'credit_2500', card })).toMatchObject({
      errorType: 'over_daily_purchase_limit',
    });
  });

  it('turns repeated declines into a velocity decline', async () => {
    const { billing, persona } = await setUp();
    const member = persona('demo_member');
    for (let attempt = 0; attempt < 3; attempt += 1)
      billing.checkout(member, { productId: 'credit_50', card: { number: testCardFor('NDECLINED') } });
    const outcome = billing.checkout(member, { productId: 'credit_50', card: { number: approvedTestCard } });
    expect(outcome.declined?.declineCode).toBe('NDECLINEDE');
  });

  it('keeps models and unverified members from buying', async () => {
    const { billing, persona } = await setUp();
    expect(billing.checkout(persona('demo_model'), { productId: 'credit_50' })).toMatchObject({
      errorType: 'models_cannot_buy',
    });
    expect(billing.checkout(persona('demo_unverified'), { productId: 'credit_50' })).toMatchObject({
      errorType: 'age_verification_required',
    });
  });

  it('re-ups automatically when the balance drops below the threshold', async () => {
    const { world, billing, facts, persona } = await setUp();
    const member = persona('demo_member');
    world.updateSettings(member, { auto_re_ups: JSON.stringify({ enabled: true, tokens: 200 }) });
    world.tip(member, persona('demo_model'), world.tokensOf(member.id) - 10, '', 'room');
    expect(facts.find((fact) => fact.type === 'reup.completed')).toMatchObject({
      success: true,
      tokens: 200,
    });
    expect(world.tokensOf(member.id)).toBe(210);
    expect(billing).toBeDefined();
  });

  it('settles post-pay debt and pays models out, all as ledger events', async () => {
    const { world, billing, persona } = await setUp();
    const postpay = persona('demo_postpay');
    const model = persona('demo_model');
    world.tip(postpay, model, 700, '', 'room');
    expect(world.tokensOf(postpay.id)).toBe(-700);
    expect(billing.settlePostpay(postpay).ok).toBe(true);
    expect(world.tokensOf(postpay.id)).toBe(0);
    const earned = world.tokensOf(model.id);
    expect(billing.payout(model)).toMatchObject({ ok: true, value: earned });
    expect(world.tokensOf(model.id)).toBe(0);
    expect(
      auditLedger(world.ledger.entries(), { creditLimit: (id) => (id === `user:${postpay.id}` ? 2000 : 0) }),
    ).toEqual([]);
  });
});
