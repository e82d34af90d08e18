// An editor uploads a podcast episode's audio and a video file for a material (checked by their first
// bytes, sent by tus with progress), publishes it, and the public page plays both from the server's
// own files, which answer a Range request with 206 (what a media element asks for when it plays or seeks).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { appTookOver } from './page-models/first-screen.ts';
import { makeUser, signInAs, StaffArea } from './page-models/staff-page.ts';

const fixture = (path: string) => join(import.meta.dirname, '../fixtures', path);

test('an editor uploads a podcast episode and a video; the public page plays them', async ({ page }) => {
  const editor = makeUser('Редактор', 'editor');
  await signInAs(page.request, editor);
  const staff = new StaffArea(page);
  await staff.open();
  await staff.main.getByRole('link', { name: 'Новый материал' }).click();
  const title = `Подкаст о кометах ${Date.now()}`;
  await staff.main.getByLabel('Заголовок', { exact: false }).first().fill(title);
  await staff.main.getByLabel('Тип').selectOption({ label: 'Подкаст' });

  await staff.main.getByRole('button', { name: 'Добавить аудио' }).click();
  const episode = staff.main.getByRole('listitem', { name: 'Аудио 1' });
  // A text file named like an episode is refused by its bytes before anything is sent.
  await episode.getByLabel('Загрузить аудио: Аудио 1').setInputFiles({
    name: 'episode.mp3',
    mimeType: 'audio/mpeg',
    buffer: Buffer.from('это не звук, а текст '.repeat(10)),
  });
  await expect(episode.getByRole('status')).toHaveText('Это не аудиофайл: подойдут MP3, M4A, OGG или OPUS');
  await episode.getByLabel('Загрузить аудио: Аудио 1').setInputFiles(fixture('audio/episode.mp3'));
  await expect(episode.getByRole('status')).toHaveText('Файл загружен');
  await expect(episode.getByLabel('Адрес файла')).toHaveValue(/^\/api\/media\/audio\/[a-f0-9]{32}\.mp3$/);
  // The length the browser read from the file.
  await expect(episode.getByLabel('Длительность (мм:сс)')).toHaveValue('0:03');
  await episode.getByLabel('Название выпуска').fill('Выпуск 1. Хвосты комет');

  await staff.main.getByRole('button', { name: 'Добавить видео' }).click();
  const video = staff.main.getByRole('listitem', { name: 'Видео 1' });
  await video.getByLabel('Загрузить видео: Видео 1').setInputFiles(fixture('video/clip.mp4'));
  await expect(video.getByRole('status')).toHaveText('Файл загружен');
  await expect(video.getByLabel('Адрес видео')).toHaveValue(/^\/api\/media\/video\/[a-f0-9]{32}\.mp4$/);
  await staff.shoot('media');

  await staff.main.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(staff.main.getByRole('status').last()).toHaveText('Опубликовано');
  const href = await staff.main.getByRole('link', { name: 'Открыть на сайте' }).getAttribute('href');
  await page.goto(href ?? '/');
  await appTookOver(page);

  const player = page.getByRole('region', { name: `Плеер: ${title}` });
  await expect(player.getByText('Выпуск 1. Хвосты комет').first()).toBeVisible();
  const src = await player.locator('audio').getAttribute('src');
  expect(src).toMatch(/^\/api\/media\/audio\/[a-f0-9]{32}\.mp3$/);
  const bytes = readFileSync(fixture('audio/episode.mp3'));
  const part = await page.request.get(src!, { headers: { range: 'bytes=0-1023' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 0-1023/${bytes.length}`);
  await player.getByRole('button', { name: 'Слушать' }).click();
  await expect.poll(() => player.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0);

  // The material's video: nothing of it loads until the visitor starts it, then the site's own player plays it.
  await page.getByRole('button', { name: `Смотреть видео: ${title}` }).click();
  const own = page.getByRole('main').locator('video');
  await expect(own).toHaveAttribute('src', /^\/api\/media\/video\/[a-f0-9]{32}\.mp4$/);
  await expect.poll(() => own.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  for (const [suffix, width] of [
    ['desktop', 1280],
    ['375', 375],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/staff-media-post-${suffix}.png`, fullPage: true });
  }
});
