import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from './handlers';
import { csrfTokenFor } from './session';

const report = { clientVersion: '0.1.0', errorMessage: 'boom', stack: '', time: 1, url: '/x' };

function post(handlers: ReturnType<typeof createHandlers>, path: string, body: unknown, csrf?: string) {
  const url = `http://localhost/api${path}`;
  const token = csrf ?? csrfTokenFor(new Request(url));
  return getResponse(
    handlers,
    new Request(url, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': token },
    }),
  );
}

describe('log endpoints', () => {
  it('answers each crash report with the next error code', async () => {
    const handlers = createHandlers();
    const first = await post(handlers, '/log/react-error', report);
    const second = await post(handlers, '/log/react-error', report);
    expect(await first?.json()).toEqual({ code: 'RE-1001' });
    expect(await second?.json()).toEqual({ code: 'RE-1002' });
  });

  it('rejects a crash report without a message, and any log call without the CSRF token', async () => {
    const handlers = createHandlers();
    expect((await post(handlers, '/log/react-error', { stack: '' }))?.status).toBe(400);
    expect((await post(handlers, '/log/react-error', report, 'forged'))?.status).toBe(419);
    expect((await post(handlers, '/log/react-toast', {}, 'forged'))?.status).toBe(419);
    expect((await post(handlers, '/log', { logs: [] }))?.status).toBe(200);
  });
});
