import { expect, test } from '@playwright/test';

test('the home page renders with the simulator answering the API', async ({ page }) => {
  const apiAnswers: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/user/current')) apiAnswers.push(response.status());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
});
