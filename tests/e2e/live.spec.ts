import { expect, test } from '@playwright/test';
import { ChatRoom } from './models/chat.model';
import { RoomPage } from './models/room.model';
import { simControl } from './models/sim-control';

test.describe('a room over its live socket', () => {
  test('chat posted in the simulator appears in an open room without a reload', async ({ page }) => {
    const chat = new ChatRoom(page);
    await chat.open();
    await chat.expectJoined();
    const posted = await chat.api('/__sim/chat', {
      type: 'message',
      room: 'demo_model',
      username: 'live_fan',
      message: 'straight from the socket',
    });
    expect(posted.status).toBe(200);
    await expect(chat.lines.locator('[data-kind="message"]').last()).toContainText(
      'straight from the socket',
    );
  });

  test("the model's status change reaches an open room", async ({ page }) => {
    const chat = new ChatRoom(page);
    await chat.open();
    await chat.expectJoined();
    const room = new RoomPage(page);
    await room.expectDisplayStatus('online');
    await room.setModelStatus('demo_model', 'offline');
    await room.expectDisplayStatus('offline');
  });

  test('a member sends a message: it goes out on the room socket and comes back in the chat', async ({
    page,
  }) => {
    const chat = new ChatRoom(page);
    await chat.signInAndOpen('demo_member');
    await chat.expectJoined();
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('hello from the e2e member');
    await page.getByRole('button', { name: 'Send' }).click();
    const mine = chat.lines.locator('[data-kind="message"]').filter({ hasText: 'hello from the e2e member' });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('demo_member');
  });

  test('a ban sends the member home with the toast, and the room is gone from the page', async ({ page }) => {
    const chat = new ChatRoom(page);
    await chat.signInAndOpen('demo_member');
    await chat.expectJoined();
    const banned = await chat.api('/__sim/chat', {
      type: 'moderate',
      room: 'demo_model',
      username: 'demo_member',
      action: 'banned',
    });
    expect(banned.status).toBe(200);
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByText('You have been banned from this room.')).toBeVisible();
    await expect(page.getByTestId('room')).toHaveCount(0);
  });
});

test.describe('recovery', () => {
  test('after the server drops every socket the room rejoins, and a message posted meanwhile shows once', async ({
    page,
  }) => {
    const chat = new ChatRoom(page);
    await chat.open();
    await chat.expectJoined();
    await simControl(page, { type: 'sockets.disconnect' });
    const posted = await chat.api('/__sim/chat', {
      type: 'message',
      room: 'demo_model',
      username: 'during_outage',
      message: 'sent while the socket was away',
    });
    expect(posted.status).toBe(200);
    await chat.expectJoined();
    const lines = chat.lines
      .locator('[data-kind="message"]')
      .filter({ hasText: 'sent while the socket was away' });
    await expect(lines).toHaveCount(1);
    await expect(chat.lines.locator('[data-kind="gap"]')).toHaveCount(0);
  });

  test('a new room life (the room server restarted its seq) is marked in the chat', async ({ page }) => {
    const chat = new ChatRoom(page);
    await chat.open();
    await chat.expectJoined();
    await simControl(page, { type: 'room.restart' });
    await expect(chat.lines.locator('[data-kind="gap"]')).toHaveCount(1);
    await expect(chat.lines.locator('[data-kind="gap"]')).toHaveText(
      'The room restarted; some messages may be missing.',
    );
    await chat.expectJoined();
  });
});
