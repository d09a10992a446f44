import { describe, expect, it } from 'vitest';
import { auditLedger } from '../ledger/ledger';
import { createSimulation } from '../simulation';
import type { WorldFact } from '../world/facts';
import { scenarios } from './catalogue';

const second = 1000;
const minute = 60 * second;

function play(name: string, ms: number, seed = 'scenarios') {
  const sim = createSimulation({ seed, scenario: name });
  const facts: WorldFact[] = [];
  sim.world.subscribe((fact) => facts.push(fact));
  sim.world.clock.advance(ms);
  const inStage = facts.filter((fact) => 'room' in fact && fact.room === 'demo_model');
  const count = (type: WorldFact['type']) => inStage.filter((fact) => fact.type === type).length;
  return { sim, facts, inStage, count };
}

describe('scenarios', () => {
  it('has every scenario the issue asks for', () => {
    expect(scenarios.map((scenario) => scenario.name)).toEqual(
      expect.arrayContaining([
        'quiet-room',
        'busy-room',
        'private-show',
        'spy',
        'limited-show',
        'lobby-restart',
        'flaky-network',
        'payment-declines',
      ]),
    );
  });

  it('quiet-room: slow chat from a few people', () => {
    const { count } = play('quiet-room', 5 * minute);
    expect(count('chat.message.posted')).toBeGreaterThanOrEqual(3);
    expect(count('chat.message.posted')).toBeLessThan(20);
  });

  it('busy-room: fast chat, many tips, a big tip and a silenced spammer', () => {
    const { count, inStage, sim } = play('busy-room', 3 * minute);
    expect(count('chat.message.posted')).toBeGreaterThan(60);
    expect(count('tip.sent')).toBeGreaterThan(10);
    expect(inStage.some((fact) => fact.type === 'tip.sent' && fact.amount === 1000)).toBe(true);
    expect(inStage.some((fact) => fact.type === 'moderation.applied' && fact.action === 'silenced')).toBe(
      true,
    );
    expect(
      auditLedger(sim.world.ledger.entries(), {
        creditLimit: (account) =>
          account === 'house' ? 0 : (sim.world.account(Number(account.slice(5)))?.postpayCreditLimit ?? 0),
      }),
    ).toEqual([]);
  });

  it('private-show: the room goes private at 10 s, is charged each minute, and ends after 5 minutes', () => {
    const { sim, inStage, count } = play('private-show', 6 * minute);
    const started = inStage.find((fact) => fact.type === 'private.started');
    expect(started?.at).toBe((sim.scenario?.startedAt ?? 0) + 10 * second);
    expect(inStage.some((fact) => fact.type === 'model.status.changed' && fact.status === 'private')).toBe(
      true,
    );
    expect(count('private.ticked')).toBeGreaterThanOrEqual(5);
    // Five minutes, each paid when it starts: 5 x 30 tokens.
    expect(inStage.find((fact) => fact.type === 'private.ended')).toMatchObject({
      reason: 'model_ended',
      tokensCharged: 150,
      durationSeconds: 300,
    });
  });

  it('spy: a member can spy on the running private', () => {
    const { sim } = play('spy', 5 * second);
    const member = sim.world.accountByName('demo_member');
    if (!member) throw new Error('missing persona');
    expect(sim.world.model('demo_model')?.model?.status).toBe('private');
    expect(sim.world.startSpy('demo_model', member).ok).toBe(true);
  });

  it('limited-show: a ticket show with buyers, ending after 15 minutes', () => {
    const { count, inStage } = play('limited-show', 16 * minute);
    expect(count('limited.started')).toBe(1);
    expect(count('ticket.bought')).toBe(6);
    expect(inStage.find((fact) => fact.type === 'limited.ended')).toMatchObject({ refunded: [] });
  });

  it('lobby-restart: restarts announced at 30 s and 3 minutes', () => {
    const { sim, facts } = play('lobby-restart', 4 * minute);
    const start = sim.scenario?.startedAt ?? 0;
    expect(facts.filter((fact) => fact.type === 'lobby.restarting').map((fact) => fact.at - start)).toEqual([
      30 * second,
      3 * minute,
    ]);
  });

  it('flaky-network: configures HTTP and socket faults', () => {
    const { sim } = play('flaky-network', second);
    expect(sim.faults.config.http.serverErrorRate).toBeGreaterThan(0);
    expect(sim.faults.config.socket.drop).toBeGreaterThan(0);
    expect(sim.faults.config.socket.malformed).toBeGreaterThan(0);
  });

  it('payment-declines: every purchase is declined, cycling the codes', () => {
    const { sim } = play('payment-declines', second);
    const member = sim.world.accountByName('demo_member');
    if (!member) throw new Error('missing persona');
    const codes = [1, 2, 3].map(
      () =>
        sim.billing.checkout(member, { productId: 'credit_50', card: { number: '4242424242424242' } })
          .declined?.declineCode,
    );
    expect(new Set(codes).size).toBe(3);
  });

  it('replays exactly: one seed and scenario give the same facts, another seed does not', () => {
    const summary = (facts: WorldFact[]) => facts.map((fact) => JSON.stringify(fact)).join('\n');
    const first = play('busy-room', 2 * minute, 'replay');
    const second = play('busy-room', 2 * minute, 'replay');
    const other = play('busy-room', 2 * minute, 'other');
    expect(summary(second.facts)).toBe(summary(first.facts));
    expect(summary(other.facts)).not.toBe(summary(first.facts));
  });

  it('stops cleanly: no scenario activity after stop', () => {
    const { sim, count } = play('busy-room', minute);
    const before = count('chat.message.posted');
    sim.stopScenario();
    const later: WorldFact[] = [];
    sim.world.subscribe((fact) => later.push(fact));
    sim.world.clock.advance(5 * minute);
    expect(
      later.filter((fact) => fact.type === 'chat.message.posted' && fact.room === 'demo_model'),
    ).toHaveLength(0);
    expect(before).toBeGreaterThan(0);
  });
});
