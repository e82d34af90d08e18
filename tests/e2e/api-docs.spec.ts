// The API reference at /api/docs works on a network that reaches only this server: Scalar's
// script comes from our own origin, and the page draws the operations of the generated document.
import { expect, test } from '@playwright/test';

test('the API reference renders from this server alone', async ({ page, baseURL }) => {
  // Scalar lays out the whole document (about 600 KB) before it draws anything: on a busy 2-core runner, as the
  // run's first test while the other worker starts its browser, that once took just over 20 s.
  test.setTimeout(90_000);
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(baseURL ?? '') && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'Наука-клуб API', level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('/auth/login').first()).toBeAttached();
  expect(foreign).toEqual([]);
});
