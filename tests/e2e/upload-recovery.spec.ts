// A contest video's upload at 375 px when things go wrong: the server stops answering while the
// device stays online (the form says when it will try again and resumes by itself), the page is
// reloaded mid-way (the video stayed on the device: 'Продолжить загрузку' resumes from the server's
// offset), and the drop zone says what it accepts, also when a wrong file is dropped on it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { writePadded } from '../../scripts/bench/video-padding.ts';
import { makeUser, signInAs } from './page-models/staff-page.ts';
import { contestId, takePart, WorkUploadPage } from './page-models/work-upload-page.ts';

const fixture = (name: string) => join(import.meta.dirname, '../fixtures/video', name);

/** A real 20 MB MP4 (three tus chunks of 8 MB). */
function bigVideo(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'e2e-video-')), 'robot.mp4');
  writePadded(fixture('clip.mp4'), file, 'iso', 20 * 1024 * 1024);
  return file;
}

async function openForm(page: Page, who: string): Promise<WorkUploadPage> {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page.request, makeUser(who));
  const id = await contestId(page.request, 'Изобретатели будущего');
  await takePart(page.request, id);
  const form = new WorkUploadPage(page);
  await form.goto(id);
  return form;
}

test('an upload the server stops answering (the device still online) resumes by itself when it answers', async ({
  page,
}) => {
  test.setTimeout(75_000); // tus's own short retries, then the probe's countdowns of 3 and 5 s
  let down = false;
  let probesWhileDown = 0;
  const offsets: number[] = [];
  await page.route('**/api/uploads/*', async (route) => {
    if (down) return route.abort('connectionrefused');
    if (route.request().method() !== 'PATCH') return route.continue();
    offsets.push(Number(await route.request().headerValue('upload-offset')));
    await new Promise((r) => setTimeout(r, 700));
    return route.continue();
  });
  await page.route('**/api/health', (route) => {
    if (!down) return route.continue();
    probesWhileDown += 1;
    return route.abort('connectionrefused');
  });
  const form = await openForm(page, 'Сервер');
  await form.video(5).setInputFiles(bigVideo());
  await expect(page.getByText(/Загружаем видео: [1-9]\d*%/)).toBeVisible({ timeout: 15_000 });
  down = true;
  const waiting = page.getByText(/^Сервер недоступен, повторим через \d+\sс/);
  await expect(waiting).toBeVisible({ timeout: 15_000 });
  // The server is asked again, and while it keeps silent the form keeps waiting (no 'Повторить' needed).
  await expect.poll(() => probesWhileDown, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(waiting).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  down = false;
  await expect(page.getByText('Видео загружено')).toBeVisible({ timeout: 30_000 });
  expect(offsets.filter((o) => o === 0)).toHaveLength(1);
  expect(offsets.filter((o) => o > 0).length).toBeGreaterThan(0);
});

test("a reload during an upload keeps the video on the device and offers 'Продолжить загрузку'", async ({ page }) => {
  let creations = 0;
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/uploads') && creations++);
  let hold = true;
  let release = () => {};
  const released = new Promise<void>((r) => (release = r));
  const offsets: number[] = [];
  await page.route('**/api/uploads/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    const offset = Number(await route.request().headerValue('upload-offset'));
    offsets.push(offset);
    // The second chunk hangs until the page is reloaded: the server holds the first 8 MB.
    if (offset > 0 && hold) {
      await released;
      return route.abort().catch(() => undefined);
    }
    return route.continue();
  });
  const form = await openForm(page, 'Перезагрузка');
  await form.video(5).setInputFiles(bigVideo());
  await expect.poll(() => offsets.some((o) => o > 0), { timeout: 20_000 }).toBe(true);
  // The video is on the device once the form's note names it (written after the whole file).
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('unfinishedUpload:'))))
    .toBe(true);
  hold = false;
  await page.reload();
  release();
  await form.heading.waitFor();
  await expect(
    page.getByText('Загрузка видео «robot.mp4» не закончилась. Видео сохранено на устройстве.'),
  ).toBeVisible();
  const before = offsets.length;
  await page.getByRole('button', { name: 'Продолжить загрузку' }).click();
  await expect(page.getByText('Видео загружено')).toBeVisible({ timeout: 30_000 });
  expect(offsets[before]).toBeGreaterThan(0);
  expect(creations).toBe(1);
  // Sent or not, a new choice replaces it; after the work is attached a reload offers nothing new to pick.
  await form.fill('Робот-поливальщик', 'Робот сам поливает цветы, когда земля сухая', { label: 'Робототехника' });
  await form.send.click();
  await expect(page.getByRole('dialog', { name: 'Твоя работа успешно отправлена' })).toBeVisible();
  await page.reload();
  await form.heading.waitFor();
  await expect(page.getByRole('button', { name: 'Продолжить загрузку' })).toHaveCount(0);
});

test('the video field is a drop zone with a 44 px button stating what it accepts; a wrong file says so', async ({
  page,
}) => {
  await openForm(page, 'Файл');
  const button = page.getByText('Выбрать видео', { exact: true });
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expect(page.getByText(/MP4, MOV, WebM или MPEG, до 175\sМБ, до 5\sминут/)).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(fixture('text.mp4'));
  await expect(page.getByRole('alert')).toHaveText('Некорректный тип файла. Подходят видео MP4, MOV, WebM или MPEG');
  // Dropped on the zone: a picture is refused with the same words, a video is taken.
  const drop = async (name: string, type: string) => {
    const data = await page.evaluateHandle(
      ([n, t]: [string, string]) => {
        const dt = new DataTransfer();
        dt.items.add(new File([new Uint8Array(2048)], n, { type: t }));
        return dt;
      },
      [name, type] as [string, string],
    );
    await page.locator('.drop-zone').dispatchEvent('drop', { dataTransfer: data });
  };
  await drop('photo.png', 'image/png');
  await expect(page.getByRole('alert')).toHaveText('Некорректный тип файла. Подходят видео MP4, MOV, WebM или MPEG');
  await expect(page.getByText('photo.png')).toBeVisible();
});
