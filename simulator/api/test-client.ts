import { getResponse, type RequestHandler } from 'msw';
import { personaPassword } from '../world/personas';
import { csrfTokenForSession, sessionCookieName } from './session';

/**
 * A tiny browser stand-in for tests and scripts: keeps the session cookie and the CSRF token,
 * and sends requests through the handlers exactly as the service worker or the sim server does.
 */
export class TestClient {
  sessionId: string | undefined;
  csrf = csrfTokenForSession(undefined);

  constructor(
    private readonly handlers: RequestHandler[],
    private readonly origin = 'http://localhost',
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = { method, headers: { 'X-CSRF-TOKEN': this.csrf, ...headers } };
    if (this.sessionId)
      (init.headers as Record<string, string>).cookie = `${sessionCookieName}=${this.sessionId}`;
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
    }
    const response = await getResponse(this.handlers, new Request(`${this.origin}/api${path}`, init));
    const setCookie = response?.headers.get('set-cookie');
    const match = setCookie?.match(new RegExp(`${sessionCookieName}=([^;]*)`));
    if (match) {
      this.sessionId = match[1] ? decodeURIComponent(match[1]) : undefined;
      this.csrf = csrfTokenForSession(this.sessionId);
    }
    const text = response ? await response.text() : '';
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { response, status: response?.status ?? 0, json: json as Record<string, unknown>, text };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body: unknown = {}) => this.request('POST', path, body);
  delete = (path: string) => this.request('DELETE', path);

  async login(username: string, password = personaPassword) {
    const answer = await this.post('/auth/login', { login: username, password });
    if (answer.status !== 200) throw new Error(`login ${username} failed: ${answer.text}`);
    return answer;
  }
}
