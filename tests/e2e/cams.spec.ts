import { expect, type Locator, type Page, test } from '@playwright/test';
import { ChatRoom } from './models/chat.model';
import { simControl } from './models/sim-control';

// Chromium's fake camera and its auto-granted permission prompt come from scripts/chromium.mjs
// (--use-fake-device-for-media-stream --use-fake-ui-for-media-stream), set for every spec.

/** The <video> shows the camera: frames are decoded and its MediaStream is live. */
async function expectLiveCamera(video: Locator) {
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(2);
  expect(
    await video.evaluate((element: HTMLVideoElement) => (element.srcObject as MediaStream)?.active),
  ).toBe(true);
}

/** The preview's stream, kept to check its tracks after the preview is gone. */
const streamOf = (video: Locator) =>
  video.evaluateHandle((element: HTMLVideoElement) => element.srcObject as MediaStream);

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).locator('[data-toast-id]', { hasText: text });

test('ShareCam in public: a live preview, the model declines (toast), then accepts; stopping ends the camera', async ({
  page,
}) => {
  const chat = new ChatRoom(page);
  await chat.signInAndOpen('demo_member');
  await chat.expectJoined();
  const sharecam = page.getByTestId('sharecam');
  const request = sharecam.getByRole('button', { name: 'ShareCam', exact: true });
  await expect(sharecam.getByTestId('why-not')).toHaveText('ShareCam is off in public.');
  await expect(request).toBeDisabled();

  // The model turns public ShareCam on and answers requests herself (no bot accepting after 3 s).
  await simControl(page, { type: 'model.attended', attended: true });
  await simControl(page, { type: 'cams.settings', sharecamInPublic: true });
  await expect(request).toBeEnabled();
  await request.click();
  await expect(sharecam).toHaveAttribute('data-state', 'waiting');
  await expectLiveCamera(page.getByTestId('sharecam-preview'));

  await simControl(page, { type: 'sharecam.answer', accept: false });
  await expect(toast(page, 'demo_model declined your ShareCam request.')).toBeVisible();
  await expect(sharecam).toHaveAttribute('data-state', 'idle');
  await expect(page.getByTestId('sharecam-preview')).toHaveCount(0);

  await request.click();
  await expect(sharecam).toHaveAttribute('data-state', 'waiting');
  await simControl(page, { type: 'sharecam.answer', accept: true });
  await expect(sharecam).toHaveAttribute('data-state', 'sharing');
  const preview = page.getByTestId('sharecam-preview');
  await expectLiveCamera(preview);
  const stream = await streamOf(preview);
  // Desktop Chrome has a fine pointer: no flip there.
  await expect(sharecam.getByRole('button', { name: 'Flip camera' })).toHaveCount(0);

  await sharecam.getByRole('button', { name: 'Stop ShareCam' }).click();
  await expect(sharecam).toHaveAttribute('data-state', 'idle');
  await expect(preview).toHaveCount(0);
  expect(await stream.evaluate((media) => media.getTracks().map((track) => track.readyState))).toEqual([
    'ended',
  ]);
});

test('cam2cam and watch-together in the viewer’s private; the private’s end stops the camera', async ({
  page,
}) => {
  const chat = new ChatRoom(page);
  await chat.signInAndOpen('demo_member');
  await chat.expectJoined();
  await simControl(page, { type: 'cams.settings', watchTogether: true });
  await expect(page.getByTestId('private-cams')).toHaveCount(0);

  const shows = page.getByTestId('paid-shows');
  await shows.getByRole('button', { name: 'Private show' }).click();
  await page.getByTestId('private-confirm').getByRole('button', { name: 'Request private' }).click();
  // The simulated model accepts after 3 s of its clock.
  await expect(page.getByTestId('billing-private')).toHaveAttribute('data-state', 'active');
  const extras = page.getByTestId('private-cams');
  await expect(extras).toBeVisible();

  const cam2cam = extras.getByTestId('cam2cam');
  await cam2cam.getByRole('button', { name: 'Cam2cam', exact: true }).click();
  await expect(cam2cam).toHaveAttribute('data-state', 'ready');
  await expect(cam2cam.getByTestId('cam2cam-ingest')).toHaveText('Your camera goes to c2c.sim.localhost.');
  const preview = cam2cam.getByTestId('cam2cam-preview');
  await expectLiveCamera(preview);
  const stream = await streamOf(preview);

  const together = extras.getByTestId('watch-together');
  await together.getByRole('button', { name: 'Watch together' }).click();
  await expect(together).toHaveAttribute('data-state', 'choosing');
  const choices = together.getByRole('list', { name: 'Free videos to watch together' }).getByRole('button');
  await expect(choices).toHaveCount(6);
  const title = (await choices.first().textContent())?.replace(/ \(\d+:\d\d\)$/, '');
  await choices.first().click();
  await expect(together).toHaveAttribute('data-state', 'playing');
  await expect(together.getByTestId('watch-together-video')).toContainText(`Watching together: ${title}`);

  await shows.getByRole('button', { name: 'End private' }).click();
  await page.getByTestId('private-end-confirm').getByRole('button', { name: 'End the private' }).click();
  await expect(page.getByTestId('room')).toHaveAttribute('data-mode', 'public');
  await expect(extras).toHaveCount(0);
  await expect
    .poll(() => stream.evaluate((media) => media.getTracks().map((track) => track.readyState)))
    .toEqual(['ended']);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 393, height: 851 }, isMobile: true, hasTouch: true });

  test('ShareCam flips between the front and the back camera', async ({ page }) => {
    const chat = new ChatRoom(page);
    await chat.signInAndOpen('demo_member');
    await chat.expectJoined();
    await simControl(page, { type: 'cams.settings', sharecamInPublic: true });
    const sharecam = page.getByTestId('sharecam');
    await sharecam.getByRole('button', { name: 'ShareCam', exact: true }).click();
    // Nobody at the model's broadcaster: the simulated model accepts after 3 s of its clock.
    await expect(sharecam).toHaveAttribute('data-state', 'sharing');
    await expect(sharecam).toHaveAttribute('data-facing', 'user');
    const preview = page.getByTestId('sharecam-preview');
    await expectLiveCamera(preview);
    const front = await streamOf(preview);

    await sharecam.getByRole('button', { name: 'Flip camera' }).tap();
    await expect(sharecam).toHaveAttribute('data-facing', 'environment');
    await expect
      .poll(() => front.evaluate((media) => media.getTracks().map((track) => track.readyState)))
      .toEqual(['ended']);
    await expectLiveCamera(preview);
    expect(await preview.evaluate((video: HTMLVideoElement, old) => video.srcObject !== old, front)).toBe(
      true,
    );
  });
});
