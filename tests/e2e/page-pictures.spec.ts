// A video or event page draws its picture once: the header skips the preview when the page's own
// blocks show the same picture (the video's poster, an image block).
import { expect, test, type Page } from '@playwright/test';

async function onceOnPage(page: Page, path: string, preview: string) {
  await page.goto(path);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  // The page's own pictures: cards of related materials below may share the illustration.
  const own = main.locator(`img[src="${preview}"]:not(.content-card img)`);
  await expect(own.first()).toBeAttached();
  await expect(own).toHaveCount(1);
}

test('a video page and an event page show their picture once', async ({ page }) => {
  const video = (await (await page.request.get('/api/catalog?page_type_id=1&limit=1')).json()) as {
    list: { slug: string; preview: string }[];
  };
  const post = video.list[0];
  expect(post).toBeDefined();
  const full = await (await page.request.get(`/api/page/slug/${post?.slug}`)).json();
  expect(full.content.some((b: { type: string; data: { preview?: string } }) => b.data.preview === full.preview)).toBe(
    true,
  );
  await onceOnPage(page, `/post/${post?.slug}`, full.preview);

  const event = await (await page.request.get('/api/event/slug/lekciya-chernye-dyry')).json();
  await onceOnPage(page, '/event/lekciya-chernye-dyry', event.preview);
});
