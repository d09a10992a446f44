import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { decodeJournalFile } from '../../src/journal/journal-file';
import { RoomPage } from './models/room.model';

/** The simulator's dev drawer (src/simpanel), shown in production simulator builds with ?sim=panel. */
function simPanel(page: Page) {
  const toggle = page.getByRole('button', { name: 'Simulator' });
  const drawer = page.getByRole('region', { name: 'Simulator controls' });
  return {
    toggle,
    drawer,
    async open() {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(drawer).toBeVisible();
    },
    async fire(label: string) {
      await drawer.getByRole('button', { name: label, exact: true }).click();
      await expect(drawer.getByRole('status')).toHaveText(`${label}: done`);
    },
  };
}

test('the drawer is not there without ?sim=panel in a production build', async ({ page }) => {
  const room = new RoomPage(page);
  await room.open('demo_model');
  await expect(page.getByRole('button', { name: 'Simulator' })).toHaveCount(0);
});

test('the drawer takes the model offline and the room shows it', async ({ page }) => {
  const room = new RoomPage(page);
  await room.open('demo_model', '?sim=panel');
  await room.expectDisplayStatus('online');
  const panel = simPanel(page);
  await panel.open();
  await expect(panel.drawer.getByLabel(/^Room/)).toHaveValue('demo_model');
  await panel.fire('Go offline');
  // Live: the model's status reaches the room page over its room socket (v3.chat.update).
  await room.expectDisplayStatus('offline');
  await expect(room.root).toHaveAttribute('data-chat-status', 'offline');
});

test('a refused command says why in the drawer', async ({ page }) => {
  const room = new RoomPage(page);
  await room.open('demo_model', '?sim=panel');
  const panel = simPanel(page);
  await panel.open();
  await panel.drawer.getByLabel(/^Room/).fill('nobody_by_this_name');
  await panel.drawer.getByRole('button', { name: 'Go offline', exact: true }).click();
  await expect(panel.drawer.getByRole('status')).toHaveText('Go offline: No such model');
});

test('every command of the drawer is one the simulator knows, and each says what happened', async ({
  page,
}) => {
  // Twenty-odd commands, one after another: more than the default budget on a loaded machine.
  test.slow();
  const room = new RoomPage(page);
  await room.open('demo_model', '?sim=panel');
  const panel = simPanel(page);
  await panel.open();
  const buttons = panel.drawer.getByRole('button');
  const labels = await buttons.allTextContents();
  expect(labels.length).toBeGreaterThan(15);
  for (const label of labels) {
    await panel.drawer.getByRole('button', { name: label, exact: true }).click();
    const status = panel.drawer.getByRole('status');
    await expect(status).toHaveText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `));
    await expect(status).not.toContainText('Unknown control command');
  }
});

test("QA's export: the session journal downloads as one file that decodes, with the room socket's entries", async ({
  page,
}) => {
  const room = new RoomPage(page);
  await room.open('demo_model', '?sim=panel');
  await expect(room.root).toHaveAttribute('data-socket', 'joined');
  const panel = simPanel(page);
  await panel.open();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.drawer.getByRole('button', { name: 'Export session journal', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^livecams-session-.+\.msgpack$/);
  const decoded = decodeJournalFile(new Uint8Array(await readFile(await download.path())));
  if (!decoded.ok) throw new Error(decoded.reason);
  expect(decoded.file.header.note).toContain('backend=simulator-in-page');
  expect(decoded.file.entries.some((entry) => entry.actor === 'room:demo_model')).toBe(true);
});
