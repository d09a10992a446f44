import { expect, test } from '@playwright/test';
import { ChatRoom } from './models/chat.model';
import { RoomPage } from './models/room.model';

test('spying on a private, then dropping to the public show when the tokens fall below a sixth of the price', async ({
  page,
}) => {
  // The free preview (20 s on the simulator) runs before the downgrade rule applies.
  test.setTimeout(90_000);
  const chat = new ChatRoom(page);
  await chat.signInAndOpen('demo_member');
  const room = new RoomPage(page);
  await room.setModelStatus('demo_model', 'private');
  await expect(room.root).toHaveAttribute('data-chat-status', 'private');
  await chat.expectJoined();
  const shows = page.getByTestId('paid-shows');

  await shows.getByRole('button', { name: 'Spy', exact: true }).click();
  const confirm = page.getByTestId('spy-confirm');
  await expect(confirm).toContainText('tokens/min');
  await confirm.getByRole('button', { name: 'Start spying' }).click();
  await expect(page.getByTestId('billing-spy')).toBeVisible();
  await expect(room.root).toHaveAttribute('data-mode', 'spy');
  const price = Number((await page.getByTestId('billing-price').textContent())?.match(/\d+/)?.[0]);
  expect(price).toBeGreaterThanOrEqual(12);

  // Spend all but one token: below a sixth of the spy price once the preview is over.
  const balance = Number(await chat.balance.textContent());
  await chat.sendTip(balance - 1);
  await expect(chat.balance).toHaveText('1');
  await expect(page.getByTestId('show-notice')).toHaveText(
    'Not enough tokens to keep spying: back to the public show.',
    { timeout: 40_000 },
  );
  await expect(page.getByTestId('billing-spy')).toHaveCount(0);
  await expect(room.root).toHaveAttribute('data-mode', 'public');
  // The UI balance is the ledger's; the spy minute was charged by the simulator, not the client.
  const ledger = await chat.api<{ tokens: number; entries: { kind: string }[] }>('/user/ledger?limit=5');
  expect(ledger.json.tokens).toBe(1);
  expect(ledger.json.entries.map((entry) => entry.kind)).toEqual(
    expect.arrayContaining(['tip', 'spy_minute']),
  );
});
