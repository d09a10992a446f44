import { describe, expect, it } from 'vitest';
import { createSimulation } from '../simulation';
import { createHandlers } from './handlers';
import { TestClient } from './test-client';

async function setUp() {
  const sim = createSimulation({ seed: 'room-features' });
  const handlers = createHandlers(sim);
  const signIn = async (login: string) => {
    const client = new TestClient(handlers);
    await client.login(login);
    return client;
  };
  return { sim, signIn };
}

const balance = async (client: TestClient) => (await client.get('/user/current')).json.tokens as number;

describe('tip split and toy control routes', () => {
  it('proposes a split, a second viewer joins it, each share is a tip from their balance', async () => {
    const { signIn } = await setUp();
    const [member, whale] = [await signIn('demo_member'), await signIn('demo_whale')];
    const [memberBefore, whaleBefore] = [await balance(member), await balance(whale)];

    const proposed = await member.post('/tip-split/demo_model', { splitters: 2, amount: 30 });
    expect(proposed.status).toBe(200);
    expect(proposed.json).toMatchObject({
      tokens: memberBefore - 30,
      tipSplit: { mode: 'proposed', splitters: ['demo_member'], remaining: 1 },
    });
    expect((await member.post('/tip-split/demo_model/join')).json).toMatchObject({
      errorType: 'already_joined',
    });
    const joined = await whale.post('/tip-split/demo_model/join');
    expect(joined.json).toMatchObject({ tokens: whaleBefore - 30, tipSplit: { mode: 'success' } });
    const room = (await whale.get('/chat/react/demo_model')).json as { tipSplit: { mode: string } };
    expect(room.tipSplit.mode).toBe('success');
  });

  it('refuses a split with a bad size or amount, and a join with nothing proposed', async () => {
    const { signIn } = await setUp();
    const member = await signIn('demo_member');
    expect((await member.post('/tip-split/demo_model', { splitters: 1, amount: 30 })).status).toBe(422);
    expect((await member.post('/tip-split/demo_model', { splitters: 3, amount: 0 })).status).toBe(422);
    const join = await member.post('/tip-split/demo_model/join');
    expect(join.status).toBe(409);
    expect(join.json).toMatchObject({ errorType: 'tip_split_unavailable', error: 'No tip split to join.' });
  });

  it('sells a turn of toy control, queues the next payer, and lets only the controller set the level', async () => {
    const { sim, signIn } = await setUp();
    const [member, whale] = [await signIn('demo_member'), await signIn('demo_whale')];
    const before = await balance(member);
    const taken = await member.post('/lovense/demo_model/control');
    expect(taken.json).toMatchObject({ queued: false, tokens: before - 50 });
    expect((await whale.post('/lovense/demo_model/control')).json).toMatchObject({ queued: true });

    expect((await whale.post('/lovense/demo_model/command', { level: 5 })).status).toBe(403);
    expect((await member.post('/lovense/demo_model/command', { level: 21 })).status).toBe(422);
    expect((await member.post('/lovense/demo_model/command', { level: 12 })).json).toMatchObject({
      level: 12,
    });
    const lovense = async () =>
      ((await member.get('/chat/react/demo_model')).json as { lovense: Record<string, unknown> }).lovense;
    expect(await lovense()).toMatchObject({ controller: 'demo_member', level: 12, queueSize: 1 });

    sim.world.clock.advance(60_000);
    expect(await lovense()).toMatchObject({ controller: 'demo_whale', level: 0, queueSize: 0 });
    expect((await member.post('/lovense/demo_model/command', { level: 3 })).status).toBe(403);
  });
});
