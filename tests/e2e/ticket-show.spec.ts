import { expect, test } from '@playwright/test';
import { ChatRoom } from './models/chat.model';
import { RoomPage } from './models/room.model';

interface LedgerAnswer {
  tokens: number;
  entries: { kind: string; change: number }[];
}

test('a ticketed show: the member buys a ticket, the show ends within the refund window, the ticket is refunded', async ({
  page,
}) => {
  const chat = new ChatRoom(page);
  await chat.signInAndOpen('demo_member');
  const room = new RoomPage(page);
  await room.setModelStatus('demo_model', 'limited');
  await expect(room.root).toHaveAttribute('data-chat-status', 'limited');
  await chat.expectJoined();
  const start = Number(await chat.balance.textContent());

  const buy = page.getByTestId('paid-shows').getByRole('button', { name: /Buy ticket \((\d+)\)/ });
  const price = Number((await buy.textContent())?.match(/\((\d+)\)/)?.[1]);
  expect(price).toBeGreaterThan(0);
  await buy.click();
  await expect(page.getByTestId('billing-limited')).toBeVisible();
  await expect(room.root).toHaveAttribute('data-mode', 'limited');
  await expect(chat.balance).toHaveText(String(start - price));

  // The model ends the show at once: a ticket bought within the refund window comes back.
  await room.setModelStatus('demo_model', 'online');
  await expect(room.root).toHaveAttribute('data-mode', 'public');
  await expect(chat.balance).toHaveText(String(start));
  const ledger = await chat.api<LedgerAnswer>('/user/ledger?limit=2');
  expect(ledger.json.tokens).toBe(start);
  expect(ledger.json.entries.map((entry) => [entry.kind, entry.change])).toEqual([
    ['refund', price],
    ['ticket', -price],
  ]);
});
