import { expect, test } from '@playwright/test';
import { ChatRoom } from './models/chat.model';

test('the room opens with its chat: messages with emoticons, subject, and the user list with guests', async ({
  page,
}) => {
  const room = new ChatRoom(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const [username, message] of [
    ['alice_fan', 'hello <3'],
    ['bob_fan', 'nice show :D'],
  ])
    expect(
      (await room.api('/__sim/chat', { type: 'message', room: 'demo_model', username, message })).status,
    ).toBe(200);
  expect(
    (await room.api('/__sim/chat', { type: 'subject', room: 'demo_model', subject: 'Goal: 500 tokens' }))
      .status,
  ).toBe(200);
  // Client-side into the room, so the in-page world keeps what was just posted.
  await page.evaluate(() => {
    history.pushState(null, '', '/demo_model');
    history.back();
  });
  await page.waitForURL((url) => url.pathname === '/');
  await page.evaluate(() => history.forward());
  await expect(room.panel).toHaveAttribute('data-state', 'live');

  const messages = room.lines.locator('[data-kind="message"]');
  await expect(messages.last()).toContainText('bob_fan');
  await expect(messages.last().getByRole('img', { name: ':D' })).toBeVisible();
  await expect(messages.nth(-2).getByRole('img', { name: '<3' })).toBeVisible();
  await expect(page.getByTestId('chat-subject')).toHaveText('Goal: 500 tokens');

  const users = page.getByRole('region', { name: 'Users in the room' });
  await expect(users).toHaveAttribute('data-state', 'hidden');
  const toggle = users.getByRole('button', { name: /Users \((\d+)\)/ });
  const count = Number((await toggle.textContent())?.match(/\d+/)?.[0]);
  await toggle.click();
  await expect(users).toHaveAttribute('data-state', 'shown');
  const listed = await page.getByTestId('chat-user-list').getByRole('listitem').count();
  await expect(page.getByTestId('chat-guests')).toHaveText(`${Math.max(0, count - listed)} guests`);
  await users.getByLabel('Sort by').selectOption('username');
  const names = await page.getByTestId('chat-user-list').locator('li > span:first-child').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
});
