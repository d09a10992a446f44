import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SimServer, startSimServer } from './server';

describe('sim server', () => {
  let sim: SimServer;
  beforeAll(async () => {
    sim = await startSimServer({ port: 0, seed: 'server-test', dataDirectory: null, realTime: false });
  });
  afterAll(() => sim.close());

  it('answers the API over real HTTP with CORS for the app origins', async () => {
    const response = await fetch(`${sim.url}/api/user/current`, {
      headers: { Origin: 'http://127.0.0.1:5173' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(await response.json()).toMatchObject({ user: null });
  });

  it('answers image URLs on its own origin, so an app on another origin shows them', async () => {
    const room = (await (await fetch(`${sim.url}/api/chat/react/demo_model`)).json()) as {
      user: { avatarUrl: string };
    };
    expect(room.user.avatarUrl).toBe(`${sim.url}/api/img/avatar/demo_model.svg`);
    const image = await fetch(room.user.avatarUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('gzips a JSON answer for a client that accepts it, as a real backend does', async () => {
    const listing = `${sim.url}/api/browse/react/girls?p=1&perPage=98`;
    const compressed = await fetch(listing, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('vary')).toContain('Accept-Encoding');
    const plain = await fetch(listing, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await compressed.json()).toEqual(await plain.json());
  });

  it('refuses CORS to foreign origins and answers preflights', async () => {
    const foreign = await fetch(`${sim.url}/api/user/current`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${sim.url}/api/tip/4`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://demo.localhost:4173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('X-CSRF-TOKEN');
  });

  it('signs in with a cookie, then a tip with the session CSRF token lands in the shared ledger', async () => {
    const login = await fetch(`${sim.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': 'sim-csrf-anonymous' },
      body: JSON.stringify({ login: 'member@sim.test', password: 'demo-pass' }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const { csrf } = (await login.json()) as { csrf: string };
    const before = sim.simulation.world.ledger.entries().length;
    const tip = await fetch(`${sim.url}/api/tip/4`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': csrf, Cookie: cookie },
      body: JSON.stringify({ amount: 10 }),
    });
    expect(await tip.json()).toMatchObject({ status: 1 });
    expect(sim.simulation.world.ledger.entries().at(-1)).toMatchObject({ kind: 'tip', amount: 10 });
    expect(sim.simulation.world.ledger.entries().length).toBe(before + 1);
  });

  it('answers 404 in the API error shape for unknown paths', async () => {
    const response = await fetch(`${sim.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: false, errorType: 'not_found' });
  });
});
