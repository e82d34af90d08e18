// The staff area's site editing in the browser: an editor rewords an FAQ answer and a static page
// and the public pages show it; an admin changes a social link and the footer shows it; a contest
// an editor creates and publishes appears in /contests. Screens at desktop and 375 px.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { appTookOver } from './page-models/first-screen.ts';
import { makeUser, signInAs, StaffArea } from './page-models/staff-page.ts';

test('an editor edits an FAQ answer and a static page, and the public pages show the change', async ({ page }) => {
  await signInAs(page.request, makeUser('Редактор', 'editor'));
  const staff = new StaffArea(page);
  await staff.open('site');
  await staff.main.getByRole('button', { name: 'Вопросы и ответы' }).click();
  await staff.main.getByRole('button', { name: 'Изменить: Курсы платные?' }).click();
  const form = staff.main.getByRole('form', { name: 'Изменить: Курсы платные?' });
  const answer = `Да, бесплатны: ${Date.now()}`;
  await form.getByLabel('Ответ (HTML)').fill(`<p>${answer}</p>`);
  await staff.shoot('site-faq');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form).toHaveCount(0);
  await page.goto('/faq');
  await page.getByRole('main').getByRole('button', { name: 'Курсы платные?' }).first().click();
  await expect(page.getByRole('main').getByText(answer)).toBeVisible();

  await staff.open('site');
  await staff.main.getByRole('button', { name: 'Страницы' }).click();
  await staff.main.getByRole('button', { name: 'Изменить: Контакты' }).click();
  const pageForm = staff.main.getByRole('form', { name: 'Изменить: Контакты' });
  await pageForm.getByLabel(/^Адрес/).fill('staff');
  await pageForm.getByRole('button', { name: 'Сохранить' }).click();
  await expect(pageForm.getByRole('alert')).toHaveText('Адрес: Этот адрес занят разделом сайта');
  await pageForm.getByLabel(/^Адрес/).fill('contacts');
  const text = `Пишите нам в любое время ${Date.now()}`;
  await pageForm.getByLabel('Текст (HTML)').fill(`<p>${text}</p>`);
  await pageForm.getByRole('button', { name: 'Сохранить' }).click();
  await expect(pageForm).toHaveCount(0);
  await page.goto('/contacts');
  await expect(page.getByRole('main').getByText(text)).toBeVisible();
});

test('an admin changes a social link and the footer shows it', async ({ page }) => {
  await signInAs(page.request, makeUser('Администратор', 'admin'));
  const staff = new StaffArea(page);
  await staff.open('settings');
  const vk = staff.main.getByLabel('ВКонтакте', { exact: true });
  await vk.fill('vk.com/nauka');
  await staff.main.getByRole('button', { name: 'Сохранить' }).click();
  await expect(staff.main.getByRole('alert')).toHaveText('ВКонтакте: Ссылка должна начинаться с https://');
  const link = `https://vk.com/nauka_${Date.now()}`;
  await vk.fill(link);
  await staff.main.getByRole('button', { name: 'Сохранить' }).click();
  await expect(staff.main.getByRole('status')).toHaveText('Настройки сохранены');
  await staff.shoot('settings');
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'ВКонтакте' })).toHaveAttribute('href', link);

  // An editor has no settings tab, and the server refuses them anyway.
  await signInAs(page.request, makeUser('Редактор', 'editor'));
  await staff.open();
  await expect(staff.tab('Сайт')).toBeVisible();
  await expect(staff.tab('Настройки сайта')).toHaveCount(0);
  expect((await page.request.get('/api/staff/settings')).status()).toBe(403);
});

test('a contest an editor creates and publishes appears in /contests', async ({ page }) => {
  await signInAs(page.request, makeUser('Редактор', 'editor'));
  const staff = new StaffArea(page);
  await staff.open('contests');
  await staff.main.getByRole('link', { name: 'Новый конкурс' }).click();
  const title = `Юные метеорологи ${Date.now()}`;
  const form = staff.main.getByRole('form', { name: 'Конкурс' });
  await form.getByLabel('Название', { exact: false }).first().fill(title);
  await form.getByLabel('Статус').selectOption({ label: 'Идет сбор работ' });
  await form.getByLabel('Правила: длительность видео').selectOption({ label: 'До 3 минут (видеоконкурс)' });
  await form.getByLabel('Начало').fill('2026-11-01');
  await form.getByLabel('Окончание').fill('2026-10-01');
  await form.getByLabel('Краткое описание').fill('Наблюдаем за погодой и снимаем об этом видео');
  await form.getByRole('group', { name: 'Номинации (темы работ)' }).getByRole('button', { name: 'Добавить' }).click();
  await form.getByLabel('Номинации (темы работ): 1').fill('Облака');
  await staff.main.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(staff.main.getByRole('alert')).toHaveText('Окончание: Конкурс не может закончиться раньше начала');
  await form.getByLabel('Окончание').fill('2027-03-01');
  await staff.main.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(staff.main.getByRole('status')).toHaveText('Опубликовано');
  await staff.shoot('contest');

  await page.goto('/contests');
  const card = page.getByRole('main').getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Идет сбор работ');
});

test('an editor sets the jury’s places of «Наука за три минуты»', async ({ page }) => {
  await signInAs(page.request, makeUser('Редактор', 'editor'));
  const staff = new StaffArea(page);
  await staff.open('contests');
  const before = (await (await page.request.get('/api/staff/contests/winners')).json()) as {
    places: { place: number; work_id: number }[];
  };
  await staff.main.getByRole('button', { name: 'Места жюри' }).click();
  for (const place of [2, 3, 4, 5]) await staff.main.getByLabel(`${place} место`).selectOption({ label: 'Не выбрано' });
  const first = staff.main.getByLabel('1 место');
  const option = (await first.locator('option').nth(1).textContent())!;
  await first.selectOption({ label: option });
  await staff.main.getByRole('button', { name: 'Сохранить места' }).click();
  await expect(staff.main.getByRole('status')).toHaveText('Места жюри сохранены');
  await staff.shoot('jury');
  const winners = await (await page.request.get('/api/contest-learn-known/winners')).json();
  expect(winners).toMatchObject({
    by_jury: true,
    list: [{ place: 1, video: { id: Number(/№ (\d+)/.exec(option)![1]) } }],
  });
  // The demo's own places again, for the specs that read the winners.
  const restore = before.places.map((p) => ({ place: p.place, video_id: p.work_id }));
  expect((await page.request.put('/api/staff/contests/winners', { data: { list: restore } })).ok()).toBeTruthy();
});

test('an editor gives a podcast its episodes, and the material plays them', async ({ page }) => {
  await signInAs(page.request, makeUser('Редактор', 'editor'));
  const staff = new StaffArea(page);
  await staff.open('content');
  await staff.main.getByRole('link', { name: 'Новый материал' }).click();
  const title = `Как устроен фотосинтез ${Date.now()}`;
  await staff.main.getByLabel('Заголовок', { exact: false }).first().fill(title);
  await staff.main.getByLabel('Тип').selectOption({ label: 'Подкаст' });
  const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#0b6e4f' } })
    .png()
    .toBuffer();
  await staff.main
    .getByLabel('Загрузить картинку: Обложка')
    .setInputFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: png });
  await expect(staff.main.getByLabel('Обложка (адрес картинки)')).toHaveValue(/-960\.webp\?w=1600&h=800$/);
  for (const [i, [path, name]] of [
    ['/media/audio/fotosintez.mp3', 'Свет и хлорофилл'],
    ['/media/audio/genetika-sobak.mp3', 'Вопросы слушателей'],
  ].entries()) {
    await staff.main.getByRole('button', { name: 'Добавить аудио' }).click();
    const row = staff.main.getByRole('listitem', { name: `Аудио ${i + 1}` });
    await row.getByLabel('Адрес файла').fill(path!);
    await row.getByLabel('Название выпуска').fill(name!);
    await row.getByLabel('Длительность (мм:сс)').fill('1:30');
  }
  await staff.main.getByRole('button', { name: 'Добавить видео' }).click();
  await staff.main.getByRole('listitem', { name: 'Видео 1' }).getByLabel('Адрес видео').fill('/media/intro.mp4');
  await staff.main.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(staff.main.getByRole('status').filter({ hasText: 'Опубликовано' })).toBeVisible();
  await staff.shoot('media-lists');
  const href = await staff.main.getByRole('link', { name: 'Открыть на сайте' }).getAttribute('href');
  const saved = await (await page.request.get(`/api/page/slug/${href!.replace('/post/', '')}`)).json();
  expect(saved).toMatchObject({
    audios: [{ title: 'Свет и хлорофилл', duration: 90 }, { title: 'Вопросы слушателей' }],
    videos: [{ url: '/media/intro.mp4' }],
  });
  await page.goto(href!);
  // The server's first screen holds a copy of the cover until the app takes over.
  await appTookOver(page);
  // The cover is offered at every stored width, in its own shape.
  const cover = page.locator('img.post__preview');
  await expect(cover).toHaveAttribute(
    'srcset',
    /-480\.webp\?w=1600&h=800 480w, .*-960\.webp.* 960w, .*-1600\.webp.* 1600w$/,
  );
  await expect(cover).toHaveAttribute('width', '1600');
  await expect(cover).toHaveAttribute('height', '800');
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const episodes = page.getByRole('list', { name: 'Выпуски' });
  await expect(episodes).toContainText('Свет и хлорофилл');
  await expect(episodes).toContainText('Вопросы слушателей');
});
