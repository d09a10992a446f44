import { expect, type Locator, type Page } from '@playwright/test';
import { simControl } from './sim-control';

/** A browse listing (home or a gender listing) as a visitor sees it. */
export class BrowsePage {
  readonly listing: Locator;
  readonly tiles: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.listing = page.getByTestId('listing');
    this.tiles = page.getByTestId('model-tile');
    this.heading = page.getByRole('heading', { level: 1 });
  }

  async open(path = '/') {
    await this.page.goto(path);
    await expect(this.listing).toHaveAttribute('data-state', 'ready');
  }

  tile(username: string) {
    return this.tiles.filter({ has: this.page.locator(`a[href="/${username}"]`) });
  }

  /** The next `count` HTTP calls answer 500 'Server error'. */
  failNextRequests(count: number) {
    return simControl(this.page, { type: 'http.fail_next', count });
  }

  tileStatuses(): Promise<string[]> {
    return this.tiles.evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-status') ?? ''));
  }
}
