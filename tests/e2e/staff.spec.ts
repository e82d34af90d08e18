// The staff area in the browser: an editor writes an article from several block types, previews
// it (with an uploaded picture, stored as WebP), publishes it and finds it by search; a moderator rejects a work with a reason its author
// then sees; a complaint hides a comment. Pupils see no way in.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { makeUser, signInAs, StaffArea, workOnModeration } from './page-models/staff-page.ts';

test('an editor writes an article with several blocks, previews, publishes it and finds it by search', async ({
  page,
}) => {
  const editor = makeUser('Редактор', 'editor');
  await signInAs(page.request, editor);
  const staff = new StaffArea(page);
  await staff.open();
  // An editor sees content only.
  await expect(staff.tab('Материалы и новости')).toHaveAttribute('aria-current', 'page');
  await expect(staff.tab('Модерация работ')).toHaveCount(0);
  await staff.main.getByRole('link', { name: 'Новый материал' }).click();
  const title = `Гравитационные линзы ${Date.now()}`;
  await staff.main.getByLabel('Заголовок', { exact: false }).first().fill(title);
  await staff.main.getByLabel('Краткое описание').fill('Как галактики работают увеличительным стеклом');
  const topic = staff.main.getByRole('group', { name: 'Темы' }).getByRole('checkbox').first();
  const topicName = (await topic.locator('xpath=..').textContent())?.trim();
  await topic.check();
  await staff.addBlock('Текст');
  await staff.block(1).getByLabel('Текст (HTML)').fill('<p>Свет далёкого квазара огибает скопление галактик.</p>');
  await staff.addBlock('Цитата');
  await staff.block(2).getByLabel('Цитата (HTML)').fill('<p>Пространство говорит материи, как двигаться.</p>');
  await staff.block(2).getByLabel('Автор цитаты').fill('Джон Уилер');
  await staff.addBlock('Аккордеон');
  await staff.block(3).getByLabel('Пункт 1 — Заголовок').fill('Кто открыл линзирование?');
  await staff.block(3).getByLabel('Пункт 1 — Текст (HTML)').fill('<p>Предсказал Эйнштейн в 1936 году.</p>');
  await staff.addBlock('Картинка');
  const png = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#1e1b4b' } })
    .png()
    .toBuffer();
  await staff
    .block(4)
    .getByLabel('Загрузить картинку: Адрес картинки')
    .setInputFiles({ name: 'lens.png', mimeType: 'image/png', buffer: png });
  await expect(staff.block(4).getByLabel('Адрес картинки', { exact: false }).first()).toHaveValue(
    /^\/api\/media\/images\/[a-f0-9]{20}-960\.webp\?w=1280&h=720$/,
  );
  await staff.block(4).getByLabel('Описание для незрячих').fill('Скопление галактик Abell 2218');
  await staff.main.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(staff.main.getByRole('status')).toHaveText('Черновик сохранён');
  await staff.shoot('editor');

  await staff.main.getByRole('button', { name: 'Предпросмотр' }).click();
  const preview = staff.main.getByRole('article', { name: 'Предпросмотр' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText('Свет далёкого квазара огибает скопление галактик.')).toBeVisible();
  await expect(preview.getByText('Джон Уилер')).toBeVisible();
  // The accordion as the site renders it: the first item open.
  await expect(preview.getByText('Кто открыл линзирование?')).toBeVisible();
  await expect(preview.getByText('Предсказал Эйнштейн в 1936 году.')).toBeVisible();
  const picture = preview.getByRole('img', { name: 'Скопление галактик Abell 2218' });
  await expect(picture).toBeVisible();
  // The 960 px file of the stored widths (srcset) for the preview's column.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-960\.webp/);
  await staff.shoot('preview');

  await staff.main.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(staff.main.getByRole('status')).toHaveText('Опубликовано');
  const href = await staff.main.getByRole('link', { name: 'Открыть на сайте' }).getAttribute('href');
  const published = await (await page.request.get(`/api/page/slug/${href?.replace('/post/', '')}`)).json();
  expect(published).toMatchObject({ title, is_published: true, topics: [{ name: topicName }] });
  await page.goto(`/search?query=${encodeURIComponent('гравитационные линзы')}`);
  await expect(page.getByRole('main').getByRole('article').filter({ hasText: title })).toBeVisible();
});

test('a moderator rejects a work with a reason that its author then sees', async ({ page, browser }) => {
  const author = makeUser('Автор');
  const name = `Маятник Фуко ${Date.now()}`;
  const { contestId } = workOnModeration(author, name);
  const moderator = makeUser('Модератор', 'moderator');
  await signInAs(page.request, moderator);
  const staff = new StaffArea(page);
  await staff.open('queue');
  const card = staff.card(name);
  await expect(card).toContainText('ждёт 0 часов');
  await staff.shoot('queue');
  await card.getByRole('button', { name: 'Отклонить' }).click();
  await card.getByLabel('Причина отклонения').fill('В видео не слышно объяснения');
  await card.getByRole('button', { name: 'Отклонить работу' }).click();
  await expect(staff.card(name)).toHaveCount(0);

  const authorContext = await browser.newContext();
  const authorPage = await authorContext.newPage();
  await signInAs(authorPage.request, author);
  await authorPage.goto(`/contests/${contestId}`);
  const mine = authorPage.getByRole('main').getByRole('listitem').filter({ hasText: name });
  await expect(mine).toContainText('Работа отклонена');
  await expect(mine).toContainText('Причина: В видео не слышно объяснения');
  await authorContext.close();
});

test('a complaint hides a comment; a pupil has no way into the staff area', async ({ page, playwright, baseURL }) => {
  const author = makeUser('Грубиян');
  const reporter = makeUser('Читатель');
  const text = `Это глупая статья ${Date.now()}`;
  const slug = 'tablica-mendeleeva-istoriya';
  const api = await playwright.request.newContext({ baseURL });
  await signInAs(api, author);
  const { id: pageId } = await (await api.get(`/api/page/slug/${slug}`)).json();
  const added = await api.post(`/api/page/${pageId}/add_comment`, { data: { text } });
  const { id: commentId } = await added.json();
  await signInAs(api, reporter);
  expect((await api.post(`/api/comment/${commentId}/complaint`, { data: { reason: 'abuse' } })).status()).toBe(201);
  // The pupil's menu has no staff link, and the area says access is denied.
  await signInAs(page.request, reporter);
  const staff = new StaffArea(page);
  await staff.open();
  await expect(staff.main.getByRole('alert')).toHaveText('Доступ запрещен');
  // The staff area is a page of its own, without the site's menu: its 'На сайт' leads back.
  await staff.main.getByRole('link', { name: 'На сайт' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: /Меню пользователя/ }).click();
  await expect(page.getByRole('link', { name: 'Кабинет сотрудника' })).toHaveCount(0);

  const moderator = makeUser('Модератор', 'moderator');
  await signInAs(page.request, moderator);
  await page.goto('/');
  await page.getByRole('button', { name: /Меню пользователя/ }).click();
  await page.getByRole('link', { name: 'Кабинет сотрудника' }).click();
  await staff.tab('Жалобы').click();
  const card = staff.card(text);
  await expect(card).toContainText('Оскорбления или травля');
  await staff.shoot('complaints');
  await card.getByRole('button', { name: 'Скрыть комментарий' }).click();
  await expect(staff.card(text)).toHaveCount(0);
  await page.goto(`/post/${slug}`);
  await expect(page.getByRole('region', { name: /Комментарии/ })).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
  await api.dispose();
});
