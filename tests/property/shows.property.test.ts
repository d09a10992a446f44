import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Backend, commandsArbitrary, createBackend, runCommands, ShowCommand } from './shows.model';

/**
 * Client machines and the simulated backend together (shows.model.ts): random requests, accepts,
 * declines, ticks, ends, spying, tickets, recordings, tips, splits, disconnects, reconnects and
 * HTTP 5xx. After every command: the UI balance equals the ledger's while connected, private and spy
 * are never both active, nothing is charged after an end, and ticket refunds are exact.
 */
describe('paid shows, client and simulator together', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await createBackend();
  });

  it('keeps every billing invariant over 1,000 random runs', async () => {
    await fc.assert(
      fc.asyncProperty(commandsArbitrary(10), (commands) => runCommands(backend, commands)),
      { numRuns: 1000 },
    );
  }, 240_000);

  it('a full private: request, accept, ticks, user end, rating; charged exactly what the ledger took', async () => {
    const before = backend.sim.world.tokensOf(backend.me.id);
    const ops = [
      { op: 'request', exclusive: false },
      { op: 'accept' },
      { op: 'tick' },
      { op: 'tick' },
      { op: 'end' },
    ] as const;
    let charged = 0;
    let rated = false;
    await runCommands(backend, [
      ...ops.map((operation) => new ShowCommand(operation)),
      {
        check: () => true,
        run: async (_model, real) => {
          charged = real.privateActor.getSnapshot().context.balance;
          rated = real.privateActor.getSnapshot().matches('rating');
        },
        toString: () => 'observe',
      },
    ]);
    expect(rated).toBe(true);
    const price = backend.sim.world.model('demo_model')?.model?.privateRate ?? 0;
    expect(before - charged).toBe(3 * price);
  });

  it('fails when the UI balance drifts from the ledger (the check can fail)', async () => {
    await expect(
      runCommands(backend, [
        {
          check: () => true,
          run: async (_model, real) => {
            real.privateActor.send({
              type: 'v3.token.update',
              payload: { username: 'demo_member', tokens: -1, token_change: 0, type: 'bogus' },
            });
            real.check('drift');
            if (real.violations.length) throw new Error(real.violations.join('\n'));
          },
          toString: () => 'drift',
        },
      ]),
    ).rejects.toThrow(/private shows -1, ledger has/);
  });
});
