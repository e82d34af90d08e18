// Scroll statistics in the browser: opening a post records a view (guests too), and
// scrolling sends the deepest scroll reached to the same record.
import { expect, test } from '@playwright/test';

test('opening a post records a view and scrolling patches its depth', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  const created = page.waitForResponse((r) => r.url().endsWith('/api/statistics') && r.request().method() === 'POST');
  await page.goto('/post/pochemu-nebo-goluboe');
  const res = await created;
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const sent = res.request().postDataJSON() as { page_type: string; page_id: number; client_id: string };
  expect(sent.page_type).toBe('post');
  expect(sent.client_id.length).toBeGreaterThanOrEqual(8);

  // Let the article finish rendering (images, blocks) so the bottom does not move, then scroll
  // there. Periodic patches may go out before; the one that follows the scroll reports it.
  await page.waitForLoadState('networkidle');
  const deep = (r: { url: () => string; method: () => string; postDataJSON: () => unknown }) =>
    r.url().endsWith(`/api/statistics/${id}`) &&
    r.method() === 'PATCH' &&
    ((r.postDataJSON() as { scroll_depth?: number }).scroll_depth ?? 0) > 90;
  const patched = page.waitForRequest(deep, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const body = (await patched).postDataJSON() as { scroll_depth: number; client_id: string };
  expect(body.scroll_depth).toBeGreaterThan(90);
  expect(body.client_id).toBe(sent.client_id);
});
