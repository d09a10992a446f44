import { expect, test } from '@playwright/test';
import { ChatRoom } from './models/chat.model';

interface LedgerAnswer {
  tokens: number;
  entries: { kind: string; change: number; memo: { room?: string; comment?: string } }[];
}

test('a guest who tips is asked to register, and nothing is charged', async ({ page }) => {
  const room = new ChatRoom(page);
  await room.open();
  const before = await room.api<{ ledgerEntries: number }>('/__sim/state');
  await room.tip.getByRole('button', { name: 'Tip' }).click();
  // The sign-up modal kind opens (its view belongs to the accounts feature).
  await expect(page.locator('[role="dialog"][data-modal="sign-up"]')).toBeVisible();
  const after = await room.api<{ ledgerEntries: number }>('/__sim/state');
  expect(after.json.ledgerEntries).toBe(before.json.ledgerEntries);
});

test('a member tips: the balance drops in the UI and the ledger records the tip', async ({ page }) => {
  const room = new ChatRoom(page);
  await room.signInAndOpen('demo_member');
  const start = Number(await room.balance.textContent());
  expect(start).toBeGreaterThan(30);
  const before = await room.api<{ ledgerEntries: number }>('/__sim/state');
  await room.sendTip(30, 'great show');
  await expect(room.balance).toHaveText(String(start - 30));
  const after = await room.api<{ ledgerEntries: number }>('/__sim/state');
  expect(after.json.ledgerEntries).toBe(before.json.ledgerEntries + 1);
  const ledger = await room.api<LedgerAnswer>('/user/ledger?limit=1');
  expect(ledger.json.tokens).toBe(start - 30);
  expect(ledger.json.entries[0]).toMatchObject({
    kind: 'tip',
    change: -30,
    memo: { room: 'demo_model', comment: 'great show' },
  });
});

test('a member without tokens is sent to the token purchase', async ({ page }) => {
  const room = new ChatRoom(page);
  await room.signInAndOpen('demo_newbie');
  await room.sendTip(25);
  await expect(page.getByRole('dialog', { name: 'Not enough tokens' })).toBeVisible();
});
