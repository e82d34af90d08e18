// Offline, an uploaded picture (stored at several widths, shown with srcset) that was kept at one width shows on a
// screen that asks for another (a phone turned sideways, a wider window): the service worker answers with the kept
// width instead of a broken picture. A picture kept at no width still fails, as it must.
import { expect, test, type Page } from '@playwright/test';
import { waitForController } from './page-models/service-worker.ts';

const HASH = 'abcdef0123456789abcd';
const at = (hash: string, width: number) => `/api/media/images/${hash}-${width}.webp?w=1600&h=900`;

/** Keeps a 48 × 27 WebP in the service worker's picture cache at `url`, as a visit online would have. */
async function keepPicture(page: Page, url: string): Promise<void> {
  await page.evaluate(async (address) => {
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [48, 27];
    const ctx = canvas.getContext('2d');
    if (ctx) ctx.fillRect(0, 0, 48, 27);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp'));
    if (!blob) throw new Error('no WebP encoder');
    const cache = await caches.open('images');
    await cache.put(address, new Response(blob, { headers: { 'content-type': 'image/webp' } }));
  }, url);
}

/** The natural width of a picture drawn from `url`, or 0 when it failed to load. */
function drawnWidth(page: Page, url: string): Promise<number> {
  return page.evaluate(
    (address) =>
      new Promise<number>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(img.naturalWidth);
        img.onerror = () => resolve(0);
        img.src = address;
        document.body.append(img);
      }),
    url,
  );
}

test('offline, a picture kept at one width shows where another width is asked for', async ({ context, page }) => {
  await page.goto('/about');
  await waitForController(page, { register: true });
  await keepPicture(page, at(HASH, 480));

  await context.setOffline(true);
  expect(await drawnWidth(page, at(HASH, 960))).toBe(48);
  expect(await drawnWidth(page, at(HASH, 1600))).toBe(48);
  expect(await drawnWidth(page, at('0123456789abcdef0123', 960))).toBe(0);
});
