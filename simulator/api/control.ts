import { delay, HttpResponse, http } from 'msw';
import { scenarios } from '../scenarios/catalogue';
import type { ControlCommand, Simulation } from '../simulation';
import { apiPrefix, failure, json } from './http';

/**
 * Dev control of the simulation (designed; the in-app dev drawer and tests use it): its state, and
 * hand-fired events. Not part of the product API; not CSRF-checked; never faulted.
 */
export const controlHandlers = (sim: Simulation) => [
  http.get(`${apiPrefix}/__sim/state`, () =>
    json({
      seed: sim.seed,
      stage: sim.stage,
      now: new Date(sim.world.clock.now()).toISOString(),
      scenario: sim.scenario ? { name: sim.scenario.scenario.name, log: sim.scenario.log } : null,
      scenarios: scenarios.map(({ name, description }) => ({ name, description })),
      faults: sim.faults.config,
      ledgerEntries: sim.world.ledger.entries().length,
      sockets: sim.sockets
        ? { connections: sim.sockets.connectionCount, frames: sim.sockets.faultCounts() }
        : null,
    }),
  ),
  // The ledger as it is: the latest entries (optionally one user's), balances folded from it.
  http.get(`${apiPrefix}/__sim/ledger`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const username = query.get('user');
    const account = username ? sim.world.accountByName(username) : undefined;
    if (username && !account) return failure(404, 'No such user', { errorType: 'not_found' });
    const limit = Math.min(Math.max(Number(query.get('limit')) || 50, 1), 1000);
    const id = account ? `user:${account.id}` : null;
    const entries = sim.world.ledger.entries().filter((entry) => !id || entry.from === id || entry.to === id);
    return json({
      total: entries.length,
      entries: entries.slice(-limit),
      ...(account ? { balance: sim.world.ledger.balanceOf(`user:${account.id}`) } : {}),
    });
  }),
  http.post(`${apiPrefix}/__sim/control`, async ({ request }) => {
    const command = (await request.json().catch(() => null)) as ControlCommand | null;
    if (!command || typeof command !== 'object' || typeof command.type !== 'string')
      return failure(400, 'Send a control command as JSON: { "type": ... }', { errorType: 'bad_request' });
    const outcome = sim.control(command);
    return outcome.ok
      ? json({ status: true })
      : failure(422, outcome.error, { errorType: outcome.errorType });
  }),
];

/**
 * HTTP faults of the running scenario, decided before any route answers. A delay falls through
 * to the real answer (msw moves on when a resolver returns nothing).
 */
export const faultHandlers = (sim: Simulation) => [
  http.all(`${apiPrefix}/*`, async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.includes('/__sim/') || path.includes('/img/')) return undefined;
    const fault = sim.faults.decide(path);
    if (!fault) return undefined;
    if (fault.kind === 'delay') {
      await delay(fault.ms);
      return undefined;
    }
    if (fault.kind === 'timeout') {
      await delay(fault.ms);
      return failure(504, 'Gateway Timeout', { errorType: 'timeout' });
    }
    return new HttpResponse(
      JSON.stringify({ status: false, error: 'Server error', errorType: 'server_error' }),
      {
        status: fault.status,
        headers: { 'Content-Type': 'application/json' },
      },
    );
  }),
];
