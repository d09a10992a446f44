import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { VideoPanelModel } from './models/video-panel.model';

test.describe('room video panel', () => {
  test('plays the live HLS stream through hls.js, muted, and its clock advances', async ({ page }) => {
    const edgeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/live/')) edgeRequests.push(request.url());
    });
    const video = new VideoPanelModel(page);
    await video.open('demo_model');
    await expect(video.panel).toHaveAttribute('data-state', 'playing');
    await expect(video.panel).toHaveAttribute('data-transport', 'hls.js');
    await expect(video.panel).toHaveAttribute('data-muted', 'true');
    await expect(video.panel).toHaveAttribute('data-ratio', '16:9');
    await expect(video.playButton).toHaveCount(0);
    await video.expectAdvancing();
    expect(await video.video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    // The playlists came from the first edge server with the room's token.
    expect(edgeRequests.some((url) => /\/live\/demo_model-[^/]+\/index\.m3u8\?token=g\d+\./.test(url))).toBe(
      true,
    );
  });

  test('switches the HLS quality to another rendition', async ({ page }) => {
    const video = new VideoPanelModel(page);
    await video.open('demo_model');
    await expect(video.panel).toHaveAttribute('data-state', 'playing');
    await expect(video.quality).toBeEnabled();
    await video.quality.selectOption('240p');
    await expect(video.panel).toHaveAttribute('data-rendition', '240p');
    await expect.poll(() => video.videoHeight(), { timeout: 15_000 }).toBe(240);
    await video.quality.selectOption('540p');
    await expect(video.panel).toHaveAttribute('data-rendition', '540p');
    await expect.poll(() => video.videoHeight(), { timeout: 15_000 }).toBe(540);
    await video.expectAdvancing();
  });

  test('plays the WebRTC stream (WHEP to the edge, a canvas behind it) and its clock advances', async ({
    page,
  }) => {
    const video = new VideoPanelModel(page);
    await video.open('demo_model', '?tech=webrtc');
    await expect(video.panel).toHaveAttribute('data-transport', 'webrtc');
    await expect(video.panel).toHaveAttribute('data-state', 'playing');
    expect(
      await video.video.evaluate((element: HTMLVideoElement) => element.srcObject instanceof MediaStream),
    ).toBe(true);
    await video.expectAdvancing();
    await expect.poll(() => video.videoHeight()).toBe(540);
    await video.quality.selectOption('240p');
    await expect.poll(() => video.videoHeight(), { timeout: 15_000 }).toBe(240);
    await expect(video.panel).toHaveAttribute('data-rendition', '240p');
    await video.expectAdvancing();
  });
});

test.describe('room page around the panel', () => {
  test('has no serious or critical axe violations while the video plays', async ({ page }) => {
    const video = new VideoPanelModel(page);
    await video.open('demo_model');
    await expect(video.panel).toHaveAttribute('data-state', 'playing');
    const { violations } = await new AxeBuilder({ page }).include('[data-testid="room"]').analyze();
    const serious = violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });

  test('shows the status, error and suggested rooms when the room does not load', async ({ page }) => {
    await page.goto('/no_such_model_here');
    const room = page.getByTestId('room');
    await expect(room).toHaveAttribute('data-state', 'error');
    await expect(room.getByTestId('room-error-status')).toHaveText('404: ');
    await expect(room.getByRole('alert')).toContainText('Room not found');
    await expect(
      room.getByRole('navigation', { name: 'Suggested rooms' }).getByRole('link').first(),
    ).toBeVisible();
  });
});
