import { expect, type Page } from '@playwright/test';

/** Sends a command to the in-page simulator's control API (POST /api/__sim/control). */
export async function simControl(page: Page, command: { type: string } & Record<string, unknown>) {
  const status = await page.evaluate(
    (body) =>
      fetch('/api/__sim/control', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.status),
    command,
  );
  expect(status).toBe(200);
}
