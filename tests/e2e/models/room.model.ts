import { expect, type Locator, type Page } from '@playwright/test';
import { simControl } from './sim-control';

/** The chat room page as a viewer sees it: load state, chat status, mode and display status. */
export class RoomPage {
  readonly root: Locator;
  readonly heading: Locator;
  readonly tabs: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('room');
    this.heading = this.root.getByRole('heading', { level: 1 });
    this.tabs = page.getByRole('navigation', { name: 'Room sections' });
  }

  async open(username: string, search = '') {
    await this.page.goto(`/${username}${search}`);
    await this.expectReady();
  }

  async expectReady() {
    await expect(this.root).toHaveAttribute('data-state', 'ready');
  }

  async expectDisplayStatus(status: string) {
    await expect(this.root).toHaveAttribute('data-display-status', status);
  }

  pane(name: 'Video' | 'Chat' | 'Private messages') {
    return this.root.getByRole('region', { name, exact: true });
  }

  /** The simulator's control API: the model's presence becomes `status`, as the room API then reports. */
  async setModelStatus(room: string, status: string) {
    await simControl(this.page, { type: 'model.status', room, status });
    await expect
      .poll(() =>
        this.page.evaluate(
          (name) =>
            fetch(`/api/chat/react/${name}`)
              .then((response) => response.json())
              .then((answer: { chat?: { status?: string } }) => answer.chat?.status),
          room,
        ),
      )
      .toBe(status);
  }
}
