// 'Сохранить офлайн' in a real browser: a saved podcast opens, plays and seeks with the
// network off (its audio answered by the service worker from 'offline-media' with byte ranges),
// shows the space it takes (on the material and on the profile's 'На устройстве' screen), and
// 'Удалить с устройства' removes it.
import { expect, test } from '@playwright/test';
import { SyncPage } from './page-models/sync-page.ts';

const PODCAST = '/post/fotosintez';

test('a saved podcast plays and seeks offline, then is removed', async ({ context, page }) => {
  await page.goto(PODCAST);
  await new SyncPage(page).waitForServiceWorker();
  const main = page.locator('main');
  await main.getByRole('button', { name: 'Сохранить офлайн' }).click();
  await expect(main.getByRole('status').filter({ hasText: /Сохранено на устройстве · [\d,]+ КБ/ })).toBeVisible({
    timeout: 15_000,
  });
  // The technical totals live on one screen, not under every material.
  await expect(main.getByText(/всего на устройстве/)).toHaveCount(0);
  const title = await main.getByRole('heading', { level: 1 }).textContent();
  await page.goto('/profile/device');
  await expect(
    main.getByText(/Сохранено для чтения без сети: [\d,]+ КБ · всего сайт занимает на устройстве [\d,]+ (КБ|МБ)/),
  ).toBeVisible();
  const item = main.getByRole('listitem').filter({ has: page.getByRole('link', { name: title ?? '' }) });
  await expect(item).toContainText(/[\d,]+ КБ/);
  await item.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${PODCAST}$`));
  const cached = await page.evaluate(async () =>
    (await (await caches.open('offline-media')).keys()).map((r) => new URL(r.url).pathname),
  );
  expect(cached).toContain('/media/audio/fotosintez.mp3');

  await context.setOffline(true);
  await page.reload();
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  // The service worker answers byte ranges from the saved file.
  const ranged = await page.evaluate(async () => {
    const res = await fetch('/media/audio/fotosintez.mp3', { headers: { range: 'bytes=100-199' } });
    return {
      status: res.status,
      length: (await res.arrayBuffer()).byteLength,
      range: res.headers.get('content-range'),
    };
  });
  expect(ranged).toMatchObject({ status: 206, length: 100, range: expect.stringMatching(/^bytes 100-199\/\d+$/) });
  const audio = main.locator('audio').first();
  await expect(main.getByRole('status').filter({ hasText: 'Готово к воспроизведению' }).first()).toBeVisible();
  await main.getByRole('slider', { name: 'Позиция воспроизведения' }).first().fill('8');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThanOrEqual(7.5);
  await main.getByRole('button', { name: 'Слушать' }).first().click();
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(8.5);
  expect(await audio.evaluate((a: HTMLAudioElement) => a.error)).toBeNull();
  await main.getByRole('button', { name: 'Пауза' }).first().click();

  await context.setOffline(false);
  await main.getByRole('button', { name: 'Удалить с устройства' }).click();
  await expect(main.getByRole('button', { name: 'Сохранить офлайн' })).toBeVisible();
  const left = await page.evaluate(async () => (await (await caches.open('offline-media')).keys()).length);
  expect(left).toBe(0);
});
