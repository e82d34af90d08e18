// Contests in a real browser: a pupil registers through the region → city → school cascade; too-long
// and too-big videos are refused in the worker before a byte is sent; an upload cut off mid-way (the
// network emulated offline) resumes from the server's offset, completes and the work is sent; a work
// chosen offline is kept on the device and sent when the network returns; work pages show posters.
import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { writePadded } from '../../scripts/bench/video-padding.ts';
import { signIn, SyncPage } from './page-models/sync-page.ts';
import { contestId, takePart, WorkUploadPage } from './page-models/work-upload-page.ts';
import { makeUser, signInAs } from './page-models/staff-page.ts';
import { BASE as SPECIAL_BASE, takePart as takeSpecialPart } from './page-models/special-contest-page.ts';

const fixture = (name: string) => join(import.meta.dirname, '../fixtures/video', name);

test('a pupil registers for a contest through the cascade form', async ({ page }) => {
  await signIn(page.request, 1);
  const id = await contestId(page.request, 'Юный исследователь');
  await page.goto(`/contests/${id}`);
  const main = page.locator('main');
  await main.getByRole('button', { name: 'Участвовать' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заявка на участие' });
  await expect(dialog.getByRole('combobox', { name: 'Город' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Участвовать' }).click();
  for (const message of [
    'Выбери свой регион',
    'Выбери свой город',
    'Выбери место работы или учёбы',
    'Выбери номинацию своей работы',
    'Подтверди согласие родителей',
    'Подтверди условия конкурса',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await dialog.getByRole('combobox', { name: 'Регион' }).pressSequentially('Татар');
  await dialog.getByRole('option', { name: 'Республика Татарстан' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Место учёбы или работы' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Город' }).pressSequentially('Каза');
  await dialog.getByRole('option', { name: 'Казань' }).click();
  await dialog.getByRole('combobox', { name: 'Место учёбы или работы' }).pressSequentially('Лиц');
  await dialog.getByRole('option', { name: 'Лицей № 3' }).click();
  await dialog.getByRole('combobox', { name: 'Номинация' }).selectOption({ label: 'Ученики 8–9 классов' });
  await dialog.getByRole('checkbox', { name: /Родители/ }).check();
  await dialog.getByRole('checkbox', { name: /Я принимаю/ }).check();
  await expect(dialog.getByText('Выбери свой регион')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Участвовать' }).click();
  await expect(page.getByRole('dialog', { name: 'Заявка принята' })).toBeVisible();
  const server = (await (await page.request.get(`/api/contest/${id}`)).json()) as {
    is_take_part: boolean;
    participation: { work_or_school: string };
  };
  expect(server).toMatchObject({ is_take_part: true, participation: { work_or_school: 'Лицей № 3' } });
});

test('too-long and too-big videos are refused before anything is uploaded', async ({ page }) => {
  await signIn(page.request, 2);
  const id = await contestId(page.request, 'Наука в кадре');
  await takePart(page.request, id);
  const uploads: string[] = [];
  page.on('request', (r) => r.url().includes('/api/uploads') && uploads.push(r.method()));
  await page.goto(`/contests/work?contest=${id}`);
  const input = page.getByLabel(/Видео \(до 3 минут/);
  await input.setInputFiles(fixture('long-4min.mp4'));
  await expect(page.getByText('Длительность видео превышает 3 минуты')).toBeVisible();
  const big = join(mkdtempSync(join(tmpdir(), 'e2e-big-')), 'big.mp4');
  writeFileSync(big, '');
  truncateSync(big, 183_500_801);
  await input.setInputFiles(big);
  await expect(page.getByText('Вес файла более 175 мб')).toBeVisible();
  expect(uploads).toEqual([]);
});

test('an upload cut off mid-way resumes from its offset, completes and the work is sent', async ({ page, context }) => {
  await signIn(page.request, 2);
  const id = await contestId(page.request, 'Изобретатели будущего');
  await takePart(page.request, id);
  const file = join(mkdtempSync(join(tmpdir(), 'e2e-video-')), 'robot.mp4');
  writePadded(fixture('clip.mp4'), file, 'iso', 20 * 1024 * 1024);
  const offsets: number[] = [];
  // Once cutting, the next chunk is held until the device is offline, then cut off: the cut always meets a chunk
  // (one already in the air when the device went offline could hang or finish, depending on timing).
  let cutting = false;
  let holdChunk!: (cutOff: () => Promise<void>) => void;
  const heldChunk = new Promise<() => Promise<void>>((resolve) => (holdChunk = resolve));
  await page.route('**/api/uploads/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    if (cutting) return holdChunk(() => route.abort('internetdisconnected'));
    offsets.push(Number(await route.request().headerValue('upload-offset')));
    await new Promise((r) => setTimeout(r, 700));
    return route.continue();
  });
  const form = new WorkUploadPage(page);
  await form.goto(id);
  await form.video(5).setInputFiles(file);
  await expect(page.getByText(/Загружаем видео: [1-9]\d*%/)).toBeVisible({ timeout: 15_000 });
  cutting = true;
  const cutOff = await heldChunk;
  await context.setOffline(true);
  await cutOff();
  // The upload has met the cut and says so; the network's return must resume it.
  await expect(page.getByText('Нет подключения. Загрузка продолжится, когда сеть появится')).toBeVisible();
  cutting = false;
  await context.setOffline(false);
  await expect(page.getByText('Видео загружено')).toBeVisible({ timeout: 30_000 });
  const resumedFrom = offsets.filter((o) => o > 0);
  expect(resumedFrom.length).toBeGreaterThan(0);
  expect(offsets.filter((o) => o === 0)).toHaveLength(1);

  await form.fill('Робот-поливальщик', 'Робот сам поливает цветы, когда земля сухая', { label: 'Робототехника' });
  await form.send.click();
  await expect(page.getByRole('dialog', { name: 'Твоя работа успешно отправлена' })).toBeVisible();
  await expect(page.getByText('Ожидай проверки своей работы')).toBeVisible();
  const exist = await (await page.request.get(`/api/contest-video/exist?contest_id=${id}`)).json();
  expect(exist).toEqual({ exist: true, status_id: 1 });
});

/** Names of the videos kept in the Origin Private File System, and the kept works' rows. */
async function keptOnDevice(page: Page): Promise<{ files: string[]; rows: number }> {
  return page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    const dir = await root.getDirectoryHandle('pending-works', { create: true });
    const files: string[] = [];
    for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) files.push(name);
    const rows = await new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('nauka');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const req = open.result.transaction('pendingWorks').objectStore('pendingWorks').count();
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      };
    });
    return { files, rows };
  });
}

test('a work chosen offline is kept on the device and sent after reconnecting, then its video is freed', async ({
  page,
  context,
}) => {
  await signIn(page.request, 2);
  const id = await contestId(page.request, 'Наука в кадре');
  await takePart(page.request, id);
  const form = new WorkUploadPage(page);
  await form.goto(id);
  // An installed app: the service worker holds the app's lazy parts (the pending-actions count among them).
  await new SyncPage(page).waitForServiceWorker();
  await context.setOffline(true);
  await form.video(3).setInputFiles(fixture('clip.mp4'));
  await expect(page.getByText(/Видео подходит. Нет подключения/)).toBeVisible();
  await form.fill('Радуга в стакане', 'Показываю, как свет раскладывается в спектр', { index: 1 });
  await form.send.click();
  await expect(page.getByText('Работа сохранена на устройстве и отправится, когда появится сеть')).toBeVisible();
  const kept = form.kept;
  await expect(kept.getByText('Радуга в стакане')).toBeVisible();
  await expect(kept.getByText('Отправится при подключении')).toBeVisible();
  await expect(kept.getByText(/Занимает на устройстве: \d/)).toBeVisible();
  await expect(page.getByText('Ожидает отправки: 1 действие')).toBeAttached();
  expect(await keptOnDevice(page)).toEqual({ files: [expect.any(String)], rows: 1 });
  expect(await (await page.request.get(`/api/contest-video/exist?contest_id=${id}`)).json()).toEqual({
    exist: false,
    status_id: null,
  });

  await context.setOffline(false);
  await expect
    .poll(async () => (await page.request.get(`/api/contest-video/exist?contest_id=${id}`)).json(), { timeout: 30_000 })
    .toEqual({ exist: true, status_id: 1 });
  await expect(kept).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(/Ожидает отправки/)).toHaveCount(0);
  expect(await keptOnDevice(page)).toEqual({ files: [], rows: 0 });
  const mine = (await (await page.request.get('/api/contest-video/my-videos')).json()) as {
    video_list: { name: string; status_id: number; video: { poster: string | null } }[];
  };
  const work = mine.video_list.find((w) => w.name === 'Радуга в стакане')!;
  expect(work).toMatchObject({
    status_id: 1,
    video: { poster: expect.stringMatching(/^\/api\/contest-video\/poster\//) },
  });
});

test("the special contest's work chosen offline by a pupil reaches moderation after reconnecting", async ({
  page,
  context,
}) => {
  await signInAs(page.request, makeUser('Офлайн'));
  await takeSpecialPart(page.request, 1);
  await new WorkUploadPage(page).open('/contests/special/work');
  await context.setOffline(true);
  await page.getByLabel('Видео (до 3 минут, до 175 МБ)').setInputFiles(fixture('clip.mp4'));
  await expect(page.getByText(/Видео подходит. Нет подключения/)).toBeVisible();
  await page.getByLabel('Название').fill('Почему небо голубое');
  await page.getByLabel('Описание').fill('Рассеяние света в стакане с молоком');
  await page.getByLabel('Номинация').selectOption({ label: 'Естественные науки' });
  await page.getByRole('button', { name: 'Отправить работу' }).click();
  await expect(page.getByText('Отправится при подключении')).toBeVisible();
  await context.setOffline(false);
  await expect
    .poll(async () => (await page.request.get(`${SPECIAL_BASE}/exist-video`)).json(), { timeout: 30_000 })
    .toEqual({ exist: true, status_id: 1 });
  await expect(page.getByRole('region', { name: 'Сохранено на устройстве' })).toHaveCount(0, { timeout: 15_000 });
  expect(await keptOnDevice(page)).toEqual({ files: [], rows: 0 });
});

test('a work page shows the poster frame of its video', async ({ page }) => {
  const works = (await (await page.request.get('/api/contest-learn-known/video-list?limit=1')).json()) as {
    list: { id: number; video: { poster: string } }[];
  };
  const work = works.list[0]!;
  await page.goto(`/contests/special/${work.id}`);
  const video = page.locator('main video');
  await expect(video).toHaveAttribute('poster', work.video.poster);
  const poster = await page.request.get(work.video.poster);
  expect(poster.ok()).toBeTruthy();
  expect(poster.headers()['content-type']).toContain('image/webp');
});
