import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from './handlers';

describe('simulated API', () => {
  it('answers the current user as an anonymous guest before sign-in', async () => {
    const response = await getResponse(createHandlers(), new Request('http://localhost/api/user/current'));
    expect(response?.status).toBe(200);
    expect(await response?.json()).toMatchObject({ user: null, tokens: 0 });
  });

  it('leaves paths it does not know unanswered', async () => {
    const response = await getResponse(createHandlers(), new Request('http://localhost/api/nope'));
    expect(response).toBeUndefined();
  });
});
