import { describe, expect, it } from 'vitest';
import { createHandlers } from '../api/handlers';
import { TestClient } from '../api/test-client';
import { createSimulation } from '../simulation';
import { TestSocket } from './test-client';
import { closeCodes, V3SocketServer } from './v3-server';

function setup() {
  const sim = createSimulation({ seed: 'control' });
  const sockets = new V3SocketServer(sim, { socketOrigin: 'ws://sim.test' });
  const client = new TestClient(createHandlers(sim));
  const control = (command: object) => client.request('POST', '/__sim/control', command);
  return { sim, sockets, client, control };
}

describe('control API over HTTP (/api/__sim/)', () => {
  it('disconnects every socket, and restarts a room into a new life', async () => {
    const { sockets, control } = setup();
    const lobby = new TestSocket(sockets, { scope: 'lobby' });
    const room = new TestSocket(sockets, { scope: 'room', room: 'demo_model' });
    room.send({ type: 'v3.authorize', payload: { token: '', version: '3.1', room: 'demo_model' } });
    const epoch = sockets.channel('demo_model').epoch;
    expect((await control({ type: 'sockets.disconnect' })).status).toBe(200);
    expect([lobby.closed?.code, room.closed?.code]).toEqual([closeCodes.disconnect, closeCodes.disconnect]);
    expect((await control({ type: 'room.restart', room: 'demo_model' })).status).toBe(200);
    expect(sockets.channel('demo_model').epoch).not.toBe(epoch);
    expect((await control({ type: 'room.restart', room: 'nobody_here' })).status).toBe(422);
  });

  it('sets and clears socket and HTTP faults at run time, and reports them in the state', async () => {
    const { client, control } = setup();
    await control({ type: 'faults.set', socket: { drop: 0.5 }, http: { serverErrorRate: 0.25 } });
    const state = await client.request('GET', '/__sim/state');
    expect(state.json).toMatchObject({
      faults: { socket: { drop: 0.5 }, http: { serverErrorRate: 0.25 } },
      sockets: { connections: 0 },
    });
    await control({ type: 'faults.clear' });
    expect((await client.request('GET', '/__sim/state')).json).toMatchObject({
      faults: { socket: { drop: 0 } },
    });
  });

  it('reads the ledger, all of it or one user with the balance folded from it', async () => {
    const { sim, client } = setup();
    const whale = sim.world.accountByName('demo_whale');
    const model = sim.world.model('demo_model');
    if (!whale || !model) throw new Error('personas missing');
    sim.world.tip(whale, model, 77, '', 'room');
    const mine = await client.request('GET', '/__sim/ledger?user=demo_whale&limit=1');
    expect(mine.json).toMatchObject({
      entries: [{ kind: 'tip', amount: 77 }],
      balance: sim.world.tokensOf(whale.id),
    });
    const all = await client.request('GET', '/__sim/ledger');
    expect((all.json as { total: number }).total).toBe(sim.world.ledger.entries().length);
    expect((await client.request('GET', '/__sim/ledger?user=nobody_here')).status).toBe(404);
  });
});
