import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ApiFailure, createApiClient } from './client';

const answer =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const schema = z.object({ name: z.string() });

async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiFailure) return error.error;
  }
  throw new Error('expected an ApiFailure');
}

describe('API client', () => {
  it('returns validated data and sends the CSRF token on writes only (a GET needs no preflight)', async () => {
    let sent: Headers | undefined;
    const client = createApiClient('/api', async (_url, init) => {
      sent = new Headers(init?.headers);
      return answer({ name: 'ok' })();
    });
    client.setCsrfToken('t0k3n');
    expect(await client.get('/thing', schema)).toEqual({ name: 'ok' });
    expect(sent?.has('X-CSRF-TOKEN')).toBe(false);
    expect(await client.post('/thing', schema, { a: 1 })).toEqual({ name: 'ok' });
    expect(sent?.get('X-CSRF-TOKEN')).toBe('t0k3n');
  });

  it('types an answer that fails its schema instead of trusting it', async () => {
    const client = createApiClient('/api', answer({ name: 42 }));
    expect(await failureOf(client.get('/thing', schema))).toMatchObject({ kind: 'invalid-response' });
  });

  it('carries the server message of an HTTP error', async () => {
    const client = createApiClient('/api', answer({ error: 'Nope' }, 403));
    expect(await failureOf(client.get('/thing', schema))).toMatchObject({
      kind: 'http',
      status: 403,
      message: 'Nope',
    });
  });

  it('reports a network failure as such', async () => {
    const client = createApiClient('/api', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await failureOf(client.get('/thing', schema))).toMatchObject({ kind: 'network' });
  });
});
