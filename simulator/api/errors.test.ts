import { describe, expect, it } from 'vitest';
import { testCardFor } from '../billing/declines';
import { createSimulation } from '../simulation';
import { createHandlers } from './handlers';
import type { RouteInfo } from './route';
import { TestClient } from './test-client';

const concrete = (path: string) => path.replace(/:(\w+)/g, 'x').replace(/\*$/, 'girls');

function setUp() {
  const routes: RouteInfo[] = [];
  const sim = createSimulation({ seed: 'errors' });
  const handlers = createHandlers(sim, routes);
  return { sim, handlers, routes, client: () => new TestClient(handlers) };
}

describe('documented error paths', () => {
  it('refuses every state-changing call without the session CSRF token (419)', async () => {
    const { routes, client } = setUp();
    const member = client();
    await member.login('demo_member');
    const changing = routes.filter((route) => route.method !== 'get');
    expect(changing.length).toBeGreaterThan(30);
    for (const route of changing) {
      const answer = await member.request(
        route.method.toUpperCase(),
        concrete(route.path),
        {},
        { 'X-CSRF-TOKEN': 'sim-csrf-anonymous' },
      );
      expect(answer.status, `${route.method} ${route.path}`).toBe(419);
      expect(answer.json).toMatchObject({ status: false, errorType: 'csrf_token_mismatch' });
    }
  });

  it('answers 401 login_required on every member call for a visitor', async () => {
    const { routes, client } = setUp();
    const visitor = client();
    for (const route of routes.filter((candidate) => candidate.auth === 'member')) {
      const body = route.method === 'get' ? undefined : {};
      const answer = await visitor.request(route.method.toUpperCase(), concrete(route.path), body);
      expect(answer.status, `${route.method} ${route.path}`).toBe(401);
      expect(answer.json).toMatchObject({ errorType: 'login_required' });
    }
  });

  it('rotates the CSRF token with the session', async () => {
    const { client } = setUp();
    const member = client();
    const login = await member.login('demo_member');
    expect(login.json.csrf).toBe(member.csrf);
    expect(member.csrf).not.toBe('sim-csrf-anonymous');
    const logout = await member.post('/auth/logout');
    expect(logout.json).toMatchObject({ status: true, csrf: 'sim-csrf-anonymous' });
    expect((await member.get('/user/current')).json).toMatchObject({ user: null });
  });

  it('rejects bad sign-ins, then throttles them', async () => {
    const { client } = setUp();
    const visitor = client();
    const wrong = await visitor.post('/auth/login', { login: 'demo_member', password: 'nope' });
    expect(wrong.status).toBe(422);
    expect(wrong.json).toMatchObject({
      errorType: 'invalid_credentials',
      error: 'Invalid username or password.',
    });
    for (let attempt = 0; attempt < 4; attempt += 1)
      await visitor.post('/auth/login', { login: 'demo_member', password: 'nope' });
    const throttled = await visitor.post('/auth/login', { login: 'demo_member', password: 'demo-pass' });
    expect(throttled.status).toBe(429);
  });

  it('validates registration field by field, and registers an adult', async () => {
    const { client } = setUp();
    const visitor = client();
    const bad = await visitor.post('/auth/register', {
      username: 'x',
      email: 'nope',
      password: 'short',
      birth_date: '2015-01-01',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors as object).sort()).toEqual([
      'birth_date',
      'email',
      'password',
      'username',
    ]);
    const taken = await visitor.post('/auth/register', {
      username: 'demo_member',
      email: 'new@sim.test',
      password: 'longenough',
      birth_date: '1990-01-01',
    });
    expect(taken.json.errors).toMatchObject({ username: 'This username is taken.' });
    const good = await visitor.post('/auth/register', {
      username: 'new_fan',
      email: 'new@sim.test',
      password: 'longenough',
      birth_date: '1990-01-01',
    });
    expect(good.status).toBe(201);
    expect(good.json).toMatchObject({ tokens: 0, user: { username: 'new_fan', free_tokens_on_hold: 200 } });
    expect((await visitor.get('/user/current')).json).toMatchObject({ user: { username: 'new_fan' } });
  });

  it('answers the tip errors of spec 1 section 8', async () => {
    const { sim, client } = setUp();
    const newbie = client();
    await newbie.login('demo_newbie');
    expect((await newbie.post('/tip/4', { amount: 25 })).json).toMatchObject({
      status: 0,
      errorType: 'not_enough_tokens',
    });
    expect((await newbie.post('/tip/999999', { amount: 25 })).json).toMatchObject({
      status: 0,
      error: 'Something went wrong',
    });
    const postpay = client();
    await postpay.login('demo_postpay');
    expect((await postpay.post('/tip/4', { amount: 2000 })).json).toMatchObject({ status: 1, tokens: -2000 });
    expect((await postpay.post('/tip/4', { amount: 1 })).json).toMatchObject({
      errorType: 'postpay_card_fail',
      error: 'Not enough tokens',
    });
    const member = client();
    await member.login('demo_member');
    await member.post('/user/settings', { daily_limit: 20 });
    expect((await member.post('/tip/4', { amount: 25 })).json).toMatchObject({
      errorType: 'user_daily_limit',
    });
    const unverified = sim.world.accountByName('demo_premium');
    if (!unverified) throw new Error('missing persona');
    const at = sim.world.clock.now();
    sim.world.ledger.record({
      kind: 'purchase',
      from: 'house',
      to: `user:${unverified.id}`,
      amount: 20_000,
      at,
      memo: { cents: 0 },
    });
    for (const amount of [3000, 3000, 3000])
      sim.world.tip(unverified, sim.world.accountByName('demo_model') as never, amount, '', 'test');
    const premium = client();
    await premium.login('demo_premium');
    expect((await premium.post('/tip/4', { amount: 1500 })).json).toMatchObject({
      errorType: 'over_daily_limit',
    });
  });

  it('answers media purchase errors with the spec texts', async () => {
    const { sim, client } = setUp();
    const newbie = client();
    await newbie.login('demo_newbie');
    const item = sim.world.data.media.find((candidate) => candidate.tokenPrice > 0);
    const answer = await newbie.post(`/media/purchase/${item?.id}`, { source: 'media_page' });
    expect(answer.status).toBe(402);
    expect(answer.json).toMatchObject({
      status: false,
      message: 'You have to buy more credits to buy this media',
    });
    const unverified = client();
    await unverified.login('demo_unverified');
    expect((await unverified.post(`/media/purchase/${item?.id}`)).json).toMatchObject({
      errorType: 'age_verification_required',
    });
  });

  it('answers a declined checkout like the biller return (ans N + code), and an approved one with Y', async () => {
    const { client } = setUp();
    const newbie = client();
    await newbie.login('demo_newbie');
    const declined = await newbie.post('/billing/checkout', {
      product: 'credit_100',
      card_number: testCardFor('NDECLINEDINSFUNDS'),
    });
    expect(declined.status).toBe(402);
    expect(declined.json).toMatchObject({
      ans: 'NNDECLINEDINSFUNDS',
      decline_code: 'NDECLINEDINSFUNDS',
      error: 'Declined due to insufficient funds',
    });
    const products = await newbie.post('/billing/products', {});
    expect(products.json.declined_reason).toBe('Declined due to insufficient funds');
    const approved = await newbie.post('/billing/checkout', {
      product: 'credit_100',
      card_number: '4242424242424242',
      cvv: '123',
    });
    expect(approved.json).toMatchObject({ status: true, tokens: 100, tokens_added: 100 });
    expect(String(approved.json.ans)).toMatch(/^Ytx-/);
    const model = client();
    await model.login('demo_model');
    expect((await model.post('/billing/products', {})).json).toMatchObject({
      errorType: 'models_cannot_buy',
      redirect: '/account/tokens',
    });
  });

  it('answers unknown rooms and listings with the documented errors', async () => {
    const { sim, client } = setUp();
    const visitor = client();
    const room = await visitor.get('/chat/react/nobody_here');
    expect(room.status).toBe(404);
    expect(room.json).toMatchObject({ status: 404, error: 'Room not found' });
    expect((room.json.suggestions as string[]).length).toBeGreaterThan(0);
    expect((await visitor.get('/browse/react/girls/region/mars')).status).toBe(404);
    expect((await visitor.get('/browse/react/dogs')).json).toMatchObject({
      error: 'Error during loading search results',
    });
    const admin = sim.world.accountByName('demo_admin');
    if (!admin) throw new Error('missing persona');
    sim.world.moderate('demo_model', admin, 'banned', 'demo_member', true);
    const member = client();
    await member.login('demo_member');
    expect((await member.get('/chat/react/demo_model')).json).toMatchObject({
      status: 403,
      error: 'You have been banned from this room.',
    });
  });

  it('validates settings and avatar uploads', async () => {
    const { client } = setUp();
    const member = client();
    await member.login('demo_member');
    expect((await member.post('/user/settings', { volume_tip: 500 })).status).toBe(422);
    expect((await member.post('/user/settings', { private_cost: 60 })).json).toMatchObject({
      error: 'private_cost can only be set by models',
    });
    expect((await member.post('/user/settings', { chat_allowed: 'everyone' })).status).toBe(422);
    const form = new FormData();
    form.append('file', new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect((await member.request('POST', '/avatar/upload', form)).json).toMatchObject({
      message: 'Only image files are supported.',
    });
    const svg = new FormData();
    svg.append('file', new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }));
    expect((await member.request('POST', '/avatar/upload', svg)).json).toMatchObject({
      message: 'Only PNG, JPG, WEBP or GIF files are supported.',
    });
  });
});

describe('HTTP faults', () => {
  it('answers 5xx for forced failures, then recovers', async () => {
    const { sim, client } = setUp();
    sim.control({ type: 'http.fail_next', count: 2 });
    const visitor = client();
    expect((await visitor.get('/faq')).status).toBe(503);
    expect((await visitor.get('/faq')).status).toBe(503);
    expect((await visitor.get('/faq')).status).toBe(200);
  });

  it('fails the configured share of calls, seeded, and times out others', async () => {
    const { sim, client } = setUp();
    sim.faults.configure({ http: { serverErrorRate: 0.3, timeoutRate: 0.1, timeoutMs: 1 } });
    const visitor = client();
    const statuses: number[] = [];
    for (let index = 0; index < 200; index += 1) statuses.push((await visitor.get('/faq')).status);
    const errors = statuses.filter((status) => status >= 500 && status < 504).length;
    const timeouts = statuses.filter((status) => status === 504).length;
    expect(errors).toBeGreaterThan(35);
    expect(errors).toBeLessThan(85);
    expect(timeouts).toBeGreaterThan(5);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(100);
  });
});
