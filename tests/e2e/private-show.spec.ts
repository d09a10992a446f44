import { expect, test } from '@playwright/test';
import { ChatRoom } from './models/chat.model';
import { simControl } from './models/sim-control';

interface LedgerAnswer {
  tokens: number;
  entries: { kind: string; change: number; memo: { room?: string } }[];
}

test('a full private show: request, the model accepts, a minute ticks, the member ends it and rates', async ({
  page,
}) => {
  const room = new ChatRoom(page);
  await room.signInAndOpen('demo_member');
  await room.expectJoined();
  const start = Number(await room.balance.textContent());
  const shows = page.getByTestId('paid-shows');

  await shows.getByRole('button', { name: 'Private show' }).click();
  await page.getByTestId('private-confirm').getByRole('button', { name: 'Request private' }).click();
  // The simulated model accepts after 3 s of its clock; the first minute is charged up front.
  const billing = page.getByTestId('billing-private');
  await expect(billing).toHaveAttribute('data-state', 'active');
  const price = Number((await page.getByTestId('billing-price').textContent())?.match(/\d+/)?.[0]);
  expect(price).toBeGreaterThan(0);
  await expect(page.getByTestId('billing-charged')).toHaveText(`${price} tokens`);
  await expect(page.getByTestId('room')).toHaveAttribute('data-mode', 'private');

  await simControl(page, { type: 'clock.advance', ms: 60_000 });
  await expect(page.getByTestId('billing-charged')).toHaveText(`${2 * price} tokens`);
  await expect(room.balance).toHaveText(String(start - 2 * price));

  await shows.getByRole('button', { name: 'End private' }).click();
  await page.getByTestId('private-end-confirm').getByRole('button', { name: 'End the private' }).click();
  await expect(page.getByTestId('rating-modal')).toBeVisible();
  await expect(page.getByTestId('room')).toHaveAttribute('data-mode', 'public');

  const ledger = await room.api<LedgerAnswer>('/user/ledger?limit=5');
  expect(ledger.json.tokens).toBe(start - 2 * price);
  expect(ledger.json.entries.filter((entry) => entry.kind === 'private_minute')).toHaveLength(2);
  // Nothing is charged after the end.
  await simControl(page, { type: 'clock.advance', ms: 120_000 });
  const after = await room.api<LedgerAnswer>('/user/ledger?limit=5');
  expect(after.json.tokens).toBe(start - 2 * price);
});
