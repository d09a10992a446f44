import { expect, test } from '@playwright/test';
import { chromiumLaunchArgs, findChromium } from '../../scripts/chromium.mjs';
import { VideoPanelModel } from './models/video-panel.model';

// The suite's default Chromium lets everything autoplay; these tests use the strict policy of
// mobile browsers, where only muted media may start without a user gesture.
test.use({
  launchOptions: {
    executablePath: findChromium() ?? undefined,
    args: [
      ...chromiumLaunchArgs.filter((arg) => !arg.startsWith('--autoplay-policy=')),
      '--autoplay-policy=user-gesture-required',
    ],
  },
});

test('autoplays muted without a gesture, and unmutes on the viewer’s click', async ({ page }) => {
  const video = new VideoPanelModel(page);
  await video.open('demo_model');
  await expect(video.panel).toHaveAttribute('data-state', 'playing');
  await expect(video.playButton).toHaveCount(0);
  await video.expectAdvancing();
  await video.panel.getByRole('button', { name: 'Unmute' }).click();
  await expect(video.panel).toHaveAttribute('data-muted', 'false');
  expect(await video.video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
  await expect(video.panel).toHaveAttribute('data-state', 'playing');
  await video.expectAdvancing();
});

test('shows a play button when the browser refuses even muted autoplay, and plays on click', async ({
  page,
}) => {
  // A browser set to block all autoplay (as some users and power-saving modes do): play() is refused
  // until the viewer has clicked in the page (a trusted click, as a real gesture is).
  await page.addInitScript(() => {
    let clicked = false;
    document.addEventListener(
      'click',
      (event) => {
        if (event.isTrusted) clicked = true;
      },
      true,
    );
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function playAfterAClick(this: HTMLMediaElement) {
      if (!clicked) return Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
      return play.call(this);
    };
  });
  const video = new VideoPanelModel(page);
  await video.open('demo_model');
  await expect(video.panel).toHaveAttribute('data-state', 'awaiting-play');
  await expect(video.playButton).toBeVisible();
  expect(await video.video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await video.playButton.click();
  await expect(video.panel).toHaveAttribute('data-state', 'playing');
  await expect(video.playButton).toHaveCount(0);
  await video.expectAdvancing();
});
