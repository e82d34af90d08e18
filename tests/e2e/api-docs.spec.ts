// The API reference at /api/docs works on a network that reaches only this server: Scalar's
// script comes from our own origin, and the page draws the operations of the generated document.
import { expect, test } from '@playwright/test';

test('the API reference renders from this server alone', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(baseURL ?? '') && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'Наука-клуб API', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('/auth/login').first()).toBeAttached();
  expect(foreign).toEqual([]);
});
