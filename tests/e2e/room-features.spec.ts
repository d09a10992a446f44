import { expect, type Page, test } from '@playwright/test';
import { ChatRoom } from './models/chat.model';
import { simControl } from './models/sim-control';

interface LedgerAnswer {
  tokens: number;
  entries: { kind: string; change: number }[];
}

async function openRoomAsMember(page: Page) {
  const chat = new ChatRoom(page);
  await chat.signInAndOpen('demo_member');
  await chat.expectJoined();
  const start = Number(await chat.balance.textContent());
  expect(start).toBeGreaterThan(100);
  return { chat, start };
}

test('a tip split: the member proposes one, another viewer fills it, each share is a ledger tip', async ({
  page,
}) => {
  const { chat, start } = await openRoomAsMember(page);
  const split = page.getByTestId('tip-split');
  await expect(split).toHaveAttribute('data-mode', 'available');

  await split.getByLabel('People').fill('2');
  await split.getByLabel('Each pays (tokens)').fill('30');
  await split.getByRole('button', { name: 'Propose split' }).click();
  await expect(split).toHaveAttribute('data-mode', 'proposed');
  await expect(page.getByTestId('tip-split-progress')).toHaveText(
    /1 of 2 joined, 1 to go; each pays 30 tokens/,
  );
  await expect(split.getByRole('button', { name: 'Join split (30)' })).toBeDisabled();
  await expect(split.getByTestId('why-not')).toHaveText('You are already in this split.');
  await expect(chat.balance).toHaveText(String(start - 30));

  await simControl(page, { type: 'tip_split.join', room: 'demo_model', user: 'demo_whale' });
  await expect(split).toHaveAttribute('data-mode', 'success');
  // The /tip_split commands drive the panel; none of them shows up as a chat line.
  await expect(chat.lines).not.toContainText('/tip_split');
  const ledger = await chat.api<LedgerAnswer>('/user/ledger?limit=1');
  expect(ledger.json.tokens).toBe(start - 30);
  expect(ledger.json.entries.map((entry) => [entry.kind, entry.change])).toEqual([['tip', -30]]);
});

test('a canceled tip split refunds the share', async ({ page }) => {
  const { chat, start } = await openRoomAsMember(page);
  await simControl(page, {
    type: 'tip_split.propose',
    room: 'demo_model',
    user: 'demo_whale',
    splitters: 3,
    amount: 40,
  });
  const split = page.getByTestId('tip-split');
  await expect(split).toHaveAttribute('data-mode', 'proposed');
  await split.getByRole('button', { name: 'Join split (40)' }).click();
  await expect(page.getByTestId('tip-split-progress')).toHaveText(/2 of 3 joined/);
  await expect(chat.balance).toHaveText(String(start - 40));

  await simControl(page, { type: 'tip_split.cancel', room: 'demo_model' });
  await expect(split).toHaveAttribute('data-mode', 'canceled');
  await expect(chat.balance).toHaveText(String(start));
  const ledger = await chat.api<LedgerAnswer>('/user/ledger?limit=2');
  expect(ledger.json.entries.map((entry) => [entry.kind, entry.change])).toEqual([
    ['refund', 40],
    ['tip', -40],
  ]);
});

test('Lovense: the member buys a turn, drives the toy, and the turn ends', async ({ page }) => {
  const { chat, start } = await openRoomAsMember(page);
  const toy = page.getByTestId('toy-control');
  await expect(page.getByTestId('lovense-notice')).toContainText('tokens buy');
  const buy = toy.getByRole('button', { name: /Control the toy \((\d+)\)/ });
  const price = Number((await buy.textContent())?.match(/\((\d+)\)/)?.[1]);
  expect(price).toBeGreaterThan(0);
  await buy.click();
  await expect(toy).toHaveAttribute('data-state', 'mine');
  await expect(chat.balance).toHaveText(String(start - price));

  await toy.getByLabel('Vibration level').fill('12');
  await expect(toy.getByTestId('toy-level')).toHaveText('12');
  await expect
    .poll(
      async () =>
        (await chat.api<{ lovense: { level: number } }>('/chat/react/demo_model')).json.lovense.level,
    )
    .toBe(12);

  await simControl(page, { type: 'lovense.stop', room: 'demo_model' });
  await expect(toy).toHaveAttribute('data-state', 'idle');
  await expect(toy.getByRole('button', { name: `Control the toy (${price})` })).toBeEnabled();
  const ledger = await chat.api<LedgerAnswer>('/user/ledger?limit=1');
  expect(ledger.json.entries.map((entry) => [entry.kind, entry.change])).toEqual([['tip', -price]]);
});
