import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { SocketFaults } from '../faults';
import { auditLedger } from '../ledger/ledger';
import { createSimulation } from '../simulation';
import { TestSocket } from './test-client';
import { V3SocketServer } from './v3-server';

const room = 'demo_model';

function setup(socket: Partial<SocketFaults>, seed = 'socket-faults') {
  const sim = createSimulation({ seed });
  const server = new V3SocketServer(sim, { socketOrigin: 'ws://sim.test' });
  const whale = sim.world.accountByName('demo_whale');
  const model = sim.world.model(room);
  if (!whale || !model) throw new Error('personas missing');
  const join = () => {
    const client = new TestSocket(server, { scope: 'room', room });
    client.send({ type: 'v3.authorize', payload: { token: '', version: '3.1', room } });
    return client;
  };
  const watcher = join();
  sim.control({ type: 'faults.set', socket });
  const tips = (count: number) => {
    for (let index = 0; index < count; index += 1) sim.world.tip(whale, model, 1 + index, '', 'room');
  };
  const tipSeqs = () => watcher.of('v3.tip.received').map((event) => event.seq ?? 0);
  return { sim, server, watcher, tips, tipSeqs, join };
}

describe('socket faults', () => {
  it('the handshake is exempt: templates, authorize and the join go through every fault', () => {
    const sim = createSimulation({ seed: 'socket-faults' });
    sim.control({ type: 'faults.set', socket: { drop: 1 } });
    const server = new V3SocketServer(sim, { socketOrigin: 'ws://sim.test' });
    const client = new TestSocket(server, { scope: 'room', room });
    client.send({ type: 'v3.authorize', payload: { token: '', version: '3.1', room } });
    expect(client.types()).toEqual(['v3.templates', 'v3.authorize.success']);
  });

  it('drop: frames vanish, counted', () => {
    const { watcher, tips, server } = setup({ drop: 1 });
    const before = watcher.received.length;
    tips(5);
    expect(watcher.received.length).toBe(before);
    // Each tip is a v3.tip.received, and the first also a new king of the hill.
    expect(server.faultCounts().dropped).toBeGreaterThanOrEqual(5);
  });

  it('duplicate: every frame twice, same seq', () => {
    const { tips, tipSeqs } = setup({ duplicate: 1 });
    tips(3);
    const seqs = tipSeqs();
    expect(seqs).toHaveLength(6);
    expect(seqs[0]).toBe(seqs[1]);
    expect(seqs[2]).toBe(seqs[3]);
  });

  it('reorder: a held frame goes out after the next one, or a second later when none follows', () => {
    const { sim, tips, tipSeqs, watcher } = setup({ reorder: 0.5 });
    tips(40);
    sim.world.clock.advance(1000);
    expect(new Set(tipSeqs()).size).toBe(40);
    const seqs = watcher.seqs();
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(seqs.some((seq, index) => index > 0 && seq < (seqs[index - 1] ?? 0))).toBe(true);
  });

  it('malformed: the client decodes protocol.malformed, never a wrong event', () => {
    const { watcher, tips } = setup({ malformed: 1 });
    tips(3);
    const failures = watcher.received.slice(-3);
    expect(failures.map((event) => event.type)).toEqual([
      'protocol.malformed',
      'protocol.malformed',
      'protocol.malformed',
    ]);
  });

  it('delay: frames arrive when the virtual clock has moved on', () => {
    const { sim, tips, tipSeqs } = setup({ delayMs: [500, 500] });
    tips(2);
    expect(tipSeqs()).toHaveLength(0);
    sim.world.clock.advance(499);
    expect(tipSeqs()).toHaveLength(0);
    sim.world.clock.advance(1);
    expect(tipSeqs()).toHaveLength(2);
  });

  it('is deterministic from the seed', () => {
    const run = () => {
      const { sim, tips, tipSeqs } = setup({ drop: 0.2, duplicate: 0.2, reorder: 0.2, delayMs: [0, 300] });
      tips(30);
      sim.world.clock.advance(2000);
      return tipSeqs();
    };
    expect(run()).toEqual(run());
  });

  it('the flaky-network scenario turns socket faults on', () => {
    const sim = createSimulation({ seed: 'socket-faults', scenario: 'flaky-network' });
    expect(sim.faults.config.socket.drop).toBeGreaterThan(0);
  });

  const faultRates = fc.record({
    drop: fc.double({ min: 0, max: 0.3, noNaN: true }),
    duplicate: fc.double({ min: 0, max: 0.3, noNaN: true }),
    reorder: fc.double({ min: 0, max: 0.3, noNaN: true }),
    malformed: fc.double({ min: 0, max: 0.2, noNaN: true }),
    delayMs: fc.constantFrom<[number, number]>([0, 0], [0, 400], [100, 1500]),
  });
  const step = fc.oneof(
    fc.record({ kind: fc.constant('tip' as const), amount: fc.integer({ min: 1, max: 200 }) }),
    fc.record({ kind: fc.constant('chat' as const) }),
    fc.record({ kind: fc.constant('reconnect' as const) }),
    fc.record({ kind: fc.constant('restart' as const) }),
    fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 3000 }) }),
  );

  test.prop([faultRates, fc.array(step, { maxLength: 40 })], { numRuns: 15 })(
    'under any faults, the ledger keeps its invariants and every tip a client sees is a ledger tip with a room seq',
    (rates, steps) => {
      const { sim, server, join } = setup(rates, 'socket-faults-property');
      const whale = sim.world.accountByName('demo_whale');
      const model = sim.world.model(room);
      if (!whale || !model) throw new Error('personas missing');
      let client = join();
      const seen: TestSocket[] = [client];
      for (const action of steps) {
        if (action.kind === 'tip') sim.world.tip(whale, model, action.amount, '', 'room');
        if (action.kind === 'chat') sim.world.postMessage(room, whale, 'hi');
        if (action.kind === 'reconnect') {
          client.close();
          client = join();
          seen.push(client);
        }
        if (action.kind === 'restart') sim.control({ type: 'server.restart' });
        if (action.kind === 'wait') sim.world.clock.advance(action.ms);
      }
      sim.world.clock.advance(5000);
      expect(auditLedger(sim.world.ledger.entries(), { creditLimit: () => 0 })).toEqual([]);
      const ledgerTips = sim.world.ledger
        .entries()
        .filter((entry) => entry.kind === 'tip' && entry.from === `user:${whale.id}`)
        .map((entry) => entry.amount);
      const channelSeq = server.channel(room).seq;
      for (const socket of seen)
        for (const tip of socket.of('v3.tip.received')) {
          expect(ledgerTips).toContain(tip.payload.tokens);
          expect(tip.seq).toBeGreaterThan(0);
          expect(tip.seq).toBeLessThanOrEqual(channelSeq);
        }
    },
  );
});
