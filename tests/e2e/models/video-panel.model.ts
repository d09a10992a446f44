import { expect, type Locator, type Page } from '@playwright/test';

/** The room's video panel, seen from a test: its data-state attributes and its <video>. */
export class VideoPanelModel {
  readonly panel: Locator;
  readonly video: Locator;
  readonly playButton: Locator;
  readonly quality: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByTestId('video-panel');
    this.video = page.getByTestId('video');
    this.playButton = this.panel.getByRole('button', { name: 'Play' });
    this.quality = this.panel.getByRole('combobox', { name: 'Quality' });
  }

  async open(username: string, search = '') {
    await this.page.goto(`/${username}${search}`);
    await expect(this.page.getByTestId('room')).toHaveAttribute('data-state', 'ready');
  }

  currentTime(): Promise<number> {
    return this.video.evaluate((video: HTMLVideoElement) => video.currentTime);
  }

  videoHeight(): Promise<number> {
    return this.video.evaluate((video: HTMLVideoElement) => video.videoHeight);
  }

  /** Waits until the media clock has moved `seconds` past where it is now. */
  async expectAdvancing(seconds = 1.5) {
    const start = await this.currentTime();
    await expect.poll(() => this.currentTime(), { timeout: 15_000 }).toBeGreaterThan(start + seconds);
  }
}
