import { describe, expect, it } from 'vitest';
import { createSimulation } from './simulation';

describe('dev control', () => {
  it('takes the stage model private with someone in it, then offline', () => {
    const sim = createSimulation({ seed: 'control' });
    expect(sim.control({ type: 'model.status', status: 'private' }).ok).toBe(true);
    expect(sim.world.room('demo_model')?.privateShow).not.toBeNull();
    expect(sim.world.model('demo_model')?.model?.status).toBe('private');
    sim.control({ type: 'model.status', status: 'offline' });
    expect(sim.world.room('demo_model')?.privateShow).toBeNull();
    expect(sim.world.model('demo_model')?.model?.status).toBe('offline');
  });

  it('takes a model private whatever bot its seeded pick lands on, skipping bots busy in other shows', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const sim = createSimulation({ seed });
      // Background shows keep many bots busy; an earlier private takes one more.
      const other = sim.world.data.models.find(
        (model) => model.model?.status === 'online' && model.username !== 'demo_model',
      );
      if (other) sim.control({ type: 'model.status', room: other.username, status: 'private' });
      sim.control({ type: 'clock.advance', ms: 90_000 });
      const outcome = sim.control({ type: 'model.status', status: 'private' });
      expect(outcome, `seed ${seed}`).toMatchObject({ ok: true });
      expect(sim.world.model('demo_model')?.model?.status, `seed ${seed}`).toBe('private');
    }
  });

  it('fires a tip storm on the virtual clock and declines the next payment', () => {
    const sim = createSimulation({ seed: 'control' });
    const tips: number[] = [];
    sim.world.subscribe((fact) => {
      if (fact.type === 'tip.sent' && fact.room === 'demo_model') tips.push(fact.amount);
    });
    sim.control({ type: 'tip.storm', tips: 12 });
    sim.control({ type: 'clock.advance', ms: 5000 });
    expect(tips).toHaveLength(12);
    sim.control({ type: 'payment.decline_next', code: 'NMYRETRY' });
    const member = sim.world.accountByName('demo_member');
    if (!member) throw new Error('missing persona');
    expect(sim.billing.checkout(member, { productId: 'credit_50' }).declined?.declineCode).toBe('NMYRETRY');
    expect(sim.billing.checkout(member, { productId: 'credit_50' }).ok).toBe(true);
  });

  it('starts and stops scenarios by name, and refuses unknown ones', () => {
    const sim = createSimulation({ seed: 'control' });
    expect(sim.control({ type: 'scenario.start', name: 'nope' })).toMatchObject({
      ok: false,
      errorType: 'unknown_scenario',
    });
    expect(sim.control({ type: 'scenario.start', name: 'flaky-network' }).ok).toBe(true);
    expect(sim.faults.config.http.serverErrorRate).toBeGreaterThan(0);
    sim.control({ type: 'scenario.stop' });
    expect(sim.faults.config.http.serverErrorRate).toBe(0);
    expect(sim.scenario).toBeNull();
  });
});
