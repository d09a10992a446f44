import { http } from 'msw';
import { apiPrefix, failure, json } from './http';
import { csrfMismatch } from './route';
import { csrfTokenFor } from './session';

interface ReactErrorReport {
  clientVersion?: unknown;
  errorMessage?: unknown;
  stack?: unknown;
  time?: unknown;
  url?: unknown;
}

/**
 * The client log endpoints (spec 1 section 7, spec 2 section 7). POST /log/react-error answers the
 * code the crash screen shows; codes count up per simulator instance, so a seeded run is repeatable.
 * Every log call must carry the session's X-CSRF-TOKEN, as the real backend demands.
 */
export function createLogHandlers() {
  let nextCode = 1001;
  const csrfOk = (request: Request) => request.headers.get('X-CSRF-TOKEN') === csrfTokenFor(request);
  const accept = async ({ request }: { request: Request }) => {
    if (!csrfOk(request)) return csrfMismatch();
    return json({});
  };

  return [
    http.post(`${apiPrefix}/log/react-error`, async ({ request }) => {
      if (!csrfOk(request)) return csrfMismatch();
      const report = (await request.json().catch(() => null)) as ReactErrorReport | null;
      if (typeof report?.errorMessage !== 'string') return failure(400, 'errorMessage is required');
      const code = `RE-${nextCode}`;
      nextCode += 1;
      return json({ code });
    }),
    http.post(`${apiPrefix}/log`, accept),
    http.post(`${apiPrefix}/log/react-toast`, accept),
    http.post(`${apiPrefix}/log/frontend-ws-fail`, accept),
  ];
}
