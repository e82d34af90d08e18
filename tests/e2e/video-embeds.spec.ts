// Issue 42, item 3: the demo videos are the site's own small files, played with byte ranges; a video of another
// site (YouTube, VK Video, Rutube) that cannot load says so in Russian with a link to watch it there, offline at
// once and online when the site does not answer, instead of a broken frame.
import { expect, test } from '@playwright/test';
import { withoutFirstAnswers } from './page-models/first-screen.ts';
import { ShellPage } from './page-models/shell-page.ts';
import { SyncPage } from './page-models/sync-page.ts';

const SHOWCASE = '/post/pochemu-nebo-goluboe';

test("a demo video is the site's own file, asked for in byte ranges once started", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  const ranged: number[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/media/contest-videos/') && res.request().headers().range)
      ranged.push(res.status());
  });
  await page.goto(SHOWCASE);
  const main = page.getByRole('main');
  const start = main.getByRole('button', { name: 'Смотреть видео: Опыт с рассеянием света' });
  await start.scrollIntoViewIfNeeded();
  expect(ranged).toEqual([]);
  await start.click();
  const video = main.locator('video').first();
  await expect(video).toHaveAttribute('src', /^\/media\/contest-videos\/work-\d\.mp4$/);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  expect(ranged.length).toBeGreaterThan(0);
  expect(ranged.every((s) => s === 206)).toBe(true);
  await expect(main.locator('iframe')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/video-own-375.png' });
});

test('an embedded video offline says so in Russian, with a link to its site', async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const shell = new ShellPage(page);
  await shell.acceptCookiesUpfront();
  await shell.goto('/');
  await expect(page.locator('#first-screen')).toHaveCount(0);
  // The popup's code comes from the service worker's cache offline.
  await new SyncPage(page).waitForServiceWorker();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Смотреть видео' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Видео не загрузилось: нет подключения к интернету.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Открыть на YouTube' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+$/,
  );
  await expect(dialog.locator('iframe')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/video-offline-375.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/video-offline-1280.png' });
});

test('an embedded video whose site does not answer is replaced by the note', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // The site is blocked or slowed down: its player never arrives.
  await page.route('https://www.youtube-nocookie.com/**', () => undefined);
  const shell = new ShellPage(page);
  await shell.acceptCookiesUpfront();
  await shell.goto('/');
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await page.getByRole('button', { name: 'Смотреть видео' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect(dialog.getByText('Видео не загрузилось: YouTube не отвечает.')).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('link', { name: 'Открыть на YouTube' })).toBeVisible();
});

test("a video block with a Rutube or VK Video page address plays in that site's player", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  const rutube = '7a4f0b6e2b1c4d5e8f9a0b1c2d3e4f5a';
  // An editor pasted the videos' pages (not their players) into the showcase's video blocks.
  await withoutFirstAnswers(page);
  await page.route('**/api/page/slug/pochemu-nebo-goluboe*', async (route) => {
    const body = await (await route.fetch()).text();
    await route.fulfill({
      contentType: 'application/json',
      body: body
        .replace(/\/media\/contest-videos\/work-1\.mp4/g, `https://rutube.ru/video/${rutube}/`)
        .replace(/\/media\/contest-videos\/work-2\.mp4/g, 'https://vkvideo.ru/video-22822305_456242101'),
    });
  });
  await page.route(/^https:\/\/(rutube\.ru|vkvideo\.ru)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
  );
  await page.goto(SHOWCASE);
  await expect(page.locator('#first-screen')).toHaveCount(0);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Смотреть видео: Опыт с рассеянием света' }).click();
  await expect(main.locator('iframe').first()).toHaveAttribute(
    'src',
    `https://rutube.ru/play/embed/${rutube}?autoplay=1`,
  );
  await main.getByRole('button', { name: 'Смотреть видео: Как работает радуга' }).click();
  await expect(main.locator('iframe[src^="https://vkvideo.ru/"]')).toHaveAttribute(
    'src',
    'https://vkvideo.ru/video_ext.php?oid=-22822305&id=456242101&autoplay=1',
  );
});
