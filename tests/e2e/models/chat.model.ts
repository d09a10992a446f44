import { expect, type Locator, type Page } from '@playwright/test';

/** The room's chat column as a person sees it, plus the simulator calls the chat suites need. */
export class ChatRoom {
  readonly panel: Locator;
  readonly lines: Locator;
  readonly tip: Locator;
  readonly balance: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByTestId('chat-panel');
    this.lines = page.getByRole('log', { name: 'Chat messages' });
    this.tip = page.getByTestId('tip-controls');
    this.balance = page.getByTestId('token-balance');
  }

  /** Calls the in-page simulated API (the service worker answers). */
  api<T = unknown>(path: string, body?: unknown): Promise<{ status: number; json: T }> {
    return this.page.evaluate(
      async ({ path, body }) => {
        const response = await fetch(`/api${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': 'sim-csrf-anonymous' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return { status: response.status, json: await response.json() };
      },
      { path, body },
    );
  }

  /** Opens the site, signs in as a demo persona (password demo-pass), then opens the room. */
  async signInAndOpen(login: string, room = 'demo_model') {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    const signedIn = await this.api('/auth/login', { login, password: 'demo-pass' });
    expect(signedIn.status).toBe(200);
    await this.open(room);
  }

  async open(room = 'demo_model') {
    await this.page.goto(`/${room}`);
    await expect(this.page.getByTestId('room')).toHaveAttribute('data-state', 'ready');
    await expect(this.panel).toHaveAttribute('data-state', 'live');
  }

  /** The room socket has joined: live events flow from here on. */
  async expectJoined() {
    await expect(this.page.getByTestId('room')).toHaveAttribute('data-socket', 'joined');
  }

  async sendTip(amount: number, comment = '') {
    await this.tip.getByLabel('Tokens').fill(String(amount));
    if (comment) await this.tip.getByLabel('Comment').fill(comment);
    await this.tip.getByRole('button', { name: 'Tip' }).click();
  }
}
