import { expect, test } from '@playwright/test';
import { BrowsePage } from './models/browse.model';
import { RoomPage } from './models/room.model';
import { ShellPage } from './models/shell.model';
import { VideoPanelModel } from './models/video-panel.model';

test.describe('the way into a room', () => {
  test('a guest opens a live room from the home page and the video plays', async ({ page }) => {
    const browse = new BrowsePage(page);
    await browse.open('/');
    const tile = page.locator('[data-testid="model-tile"][data-status="online"]').first();
    const name = (await tile.locator('.model-tile-name').textContent()) ?? '';
    await tile.getByRole('link').click();
    const room = new RoomPage(page);
    await room.expectReady();
    await expect(room.heading).toHaveText(name);
    await expect(room.root).toHaveAttribute('data-chat-status', 'online');
    await expect(room.root).toHaveAttribute('data-mode', 'public');
    await room.expectDisplayStatus('online');
    const video = new VideoPanelModel(page);
    await expect(video.panel).toHaveAttribute('data-state', 'playing');
    await video.expectAdvancing();
  });

  test('a room opened while its model is in a private shows the private display status', async ({ page }) => {
    const browse = new BrowsePage(page);
    await browse.open('/');
    const room = new RoomPage(page);
    await room.setModelStatus('demo_model', 'private');
    await browse.tile('demo_model').getByRole('link').click();
    await room.expectReady();
    await expect(room.root).toHaveAttribute('data-chat-status', 'private');
    await room.expectDisplayStatus('private');
    await expect(room.pane('Video')).toContainText('is in a private show');
  });
});

test.describe('guest overlay', () => {
  test('vidstop=now shows it at once, and a later visit shows it at once too', async ({ page }) => {
    const room = new RoomPage(page);
    await room.open('demo_model', '?vidstop=now');
    await room.expectDisplayStatus('guest-overlay');
    await expect(room.pane('Video').getByRole('button', { name: 'Sign up free' })).toBeVisible();
    await new ShellPage(page).expectAccessible();
    await room.open('demo_model');
    await room.expectDisplayStatus('guest-overlay');
  });

  test('the sign-up button opens the sign-up modal', async ({ page }) => {
    const room = new RoomPage(page);
    await room.open('demo_model', '?vidstop=now');
    await room.pane('Video').getByRole('button', { name: 'Sign up free' }).click();
    await expect(page.locator('.modal-host [role="dialog"]')).toBeVisible();
  });
});

test.describe('room layouts', () => {
  test('desktop shows video, chat and private messages together', async ({ page }) => {
    const room = new RoomPage(page);
    await room.open('demo_model');
    await expect(room.tabs).toBeHidden();
    for (const pane of ['Video', 'Chat', 'Private messages'] as const)
      await expect(room.pane(pane)).toBeVisible();
  });

  test('mobile shows one pane at a time, picked with the tabs', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const room = new RoomPage(page);
    await room.open('demo_model');
    await expect(room.pane('Video')).toBeVisible();
    await expect(room.pane('Chat')).toBeHidden();
    await room.tabs.getByRole('button', { name: 'Chat' }).click();
    await expect(room.pane('Chat')).toBeVisible();
    await expect(room.pane('Video')).toBeHidden();
    await room.tabs.getByRole('button', { name: 'Private messages' }).click();
    await expect(room.pane('Private messages')).toBeVisible();
    await expect(room.tabs.getByRole('button', { name: 'Private messages' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
