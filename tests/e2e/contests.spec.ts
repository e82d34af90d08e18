// Contests in a real browser: a pupil registers through the region → city → school cascade; too-long
// and too-big videos are refused in the worker before a byte is sent; an upload cut off mid-way (the
// network emulated offline) resumes from the server's offset, completes and the work is sent.
import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { writePadded } from '../../scripts/bench/video-padding.ts';
import { signIn } from './page-models/sync-page.ts';

const fixture = (name: string) => join(import.meta.dirname, '../fixtures/video', name);

async function contestId(request: APIRequestContext, title: string): Promise<number> {
  const res = await request.get('/api/contest/catalog?limit=100');
  const body = (await res.json()) as { list: { id: number; title: string }[] };
  return body.list.find((c) => c.title === title)!.id;
}

async function takePart(request: APIRequestContext, id: number) {
  const page = (await (await request.get(`/api/contest/${id}`)).json()) as {
    is_take_part: boolean;
    segments: { id: number }[];
  };
  if (page.is_take_part) return;
  const res = await request.put(`/api/contest/${id}/add_participant`, {
    data: {
      user_type: 1,
      work_or_school: 'Школа № 1',
      region_id: 19,
      city_id: await kazanId(request),
      segment_id: page.segments[0]!.id,
    },
  });
  expect(res.ok()).toBeTruthy();
}

async function kazanId(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/school/city?name=Казань&region_id=19');
  return ((await res.json()) as { list: { id: number }[] }).list[0]!.id;
}

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
    'Выберите ваш регион',
    'Выберите ваш город',
    'Выберите ваше место работы/учебы',
    'Выберите номанацию вашей работы',
    'Подтвердите согласие родителей',
    'Подтвердите условия конкурса',
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
  await expect(dialog.getByText('Выберите ваш регион')).toHaveCount(0);
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
  let cut = false;
  await page.route('**/api/uploads/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    if (cut) return route.abort('internetdisconnected');
    offsets.push(Number(await route.request().headerValue('upload-offset')));
    await new Promise((r) => setTimeout(r, 700));
    return route.continue();
  });
  await page.goto(`/contests/work?contest=${id}`);
  await page.getByLabel(/Видео \(до 5 минут/).setInputFiles(file);
  await expect(page.getByText(/Загружаем видео: [1-9]\d*%/)).toBeVisible({ timeout: 15_000 });
  cut = true;
  await context.setOffline(true);
  await page.waitForTimeout(2500);
  cut = false;
  await context.setOffline(false);
  await expect(page.getByText('Видео загружено')).toBeVisible({ timeout: 30_000 });
  const resumedFrom = offsets.filter((o) => o > 0);
  expect(resumedFrom.length).toBeGreaterThan(0);
  expect(offsets.filter((o) => o === 0)).toHaveLength(1);

  await page.getByLabel('Название').fill('Робот-поливальщик');
  await page.getByLabel('Описание').fill('Робот сам поливает цветы, когда земля сухая');
  await page.getByRole('combobox', { name: 'Номинация' }).selectOption({ label: 'Робототехника' });
  await page.getByRole('button', { name: 'Отправить работу' }).click();
  await expect(page.getByRole('dialog', { name: 'Твоя работа успешно отправлена' })).toBeVisible();
  await expect(page.getByText('Ожидай проверки своей работы')).toBeVisible();
  const exist = await (await page.request.get(`/api/contest-video/exist?contest_id=${id}`)).json();
  expect(exist).toEqual({ exist: true, status_id: 1 });
});
