// The social layer in the browser: a like opens the optional feedback sheet (once a day); a user blocked by
// the author sees the spec's message (online, and for a comment written offline, whose text stays);
// the blocker sees the blocked user's comments folded; a comment is edited in place, answered,
// reported and deleted with confirmation.
import { expect, test } from '@playwright/test';
import {
  AUTHOR_BLOCKED_NOTE,
  BLOCKED_MESSAGE,
  materialBy,
  pageIdOf,
  seededBlock,
  SocialPage,
} from './page-models/social-page.ts';
import { OFFLINE_TEXT, signIn, SyncPage } from './page-models/sync-page.ts';
import { makeUser } from './page-models/staff-page.ts';

const CANDIDATES = [
  'zakony-nyutona-na-velosipede',
  'elektrichestvo-iz-limona',
  'kak-rabotaet-radouga',
  'chto-takoe-kvantovyj-kompyuter',
  'tablica-mendeleeva-istoriya',
  'pochemu-zhelezo-rzhaveet',
];

test('a like shows the count at once and opens the optional feedback sheet, once a day', async ({ page }, testInfo) => {
  // The server takes one answer a minute per material and reader: a retry answers about another material.
  const slug = testInfo.retry ? 'elektrichestvo-iz-limona' : 'tablica-mendeleeva-istoriya';
  const social = new SocialPage(page);
  await social.open(`/post/${slug}`);
  await social.like().click();
  await expect(page.getByRole('dialog', { name: 'Вход' }).or(page.getByRole('dialog')).first()).toBeVisible();
  await page.keyboard.press('Escape');

  await signIn(page.request, 2);
  await social.open(`/post/${slug}`);
  const before = Number((await social.like().getAttribute('aria-label'))?.match(/\d+/)?.[0]);
  await social.like().click();
  await expect(social.like()).toHaveAttribute('aria-pressed', 'true');
  await expect(social.like()).toHaveAccessibleName(`Нравится: ${before + 1}`);
  const popup = page.getByRole('dialog', { name: 'Спасибо! Что понравилось?' });
  await expect(popup).toBeVisible();
  await popup.getByLabel('Понятно объяснено').check();
  await popup.getByLabel('Расскажи подробнее').fill('Хорошие картинки');
  await popup.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByRole('dialog', { name: 'Спасибо за отзыв!' })).toBeVisible();
  await page.getByRole('button', { name: 'Отлично' }).click();
  // A dislike replaces the like; skipping the popup is fine.
  await social.dislike().click();
  await expect(social.like()).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('dialog', { name: 'Спасибо! Чего не хватило?' })).toBeVisible();
  await page.getByRole('button', { name: 'Пропустить' }).click();
  await expect(page.getByRole('dialog', { name: /Спасибо/ })).toHaveCount(0);
  await page.reload();
  await expect(social.dislike()).toHaveAttribute('aria-pressed', 'true');
  // The question is asked at most once a day: a second like today asks nothing.
  await social.like().click();
  await expect(social.like()).toHaveAttribute('aria-pressed', 'true');
  await expect(social.like()).toHaveAccessibleName(`Нравится: ${before + 1}`);
  await expect(page.getByRole('dialog', { name: /Спасибо/ })).toHaveCount(0);
});

test('a user blocked by the author finds like, dislike and the comment box disabled, told once why', async ({
  page,
}) => {
  // Demo seed: the editors blocked the reader Глеб (no demo login is blocked).
  const { blockedId, slug } = await seededBlock(page.request, CANDIDATES);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page.request, blockedId);
  const social = new SocialPage(page);
  await social.open(`/post/${slug}`);
  await expect(social.like()).toBeDisabled();
  await expect(social.dislike()).toBeDisabled();
  await expect(social.comments().getByLabel('Твой комментарий')).toBeDisabled();
  await expect(page.getByText(BLOCKED_MESSAGE)).toHaveCount(1);
  await page.getByText(BLOCKED_MESSAGE).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/social-blocked-375.png' });
});

test('the demo pupil is blocked by nobody: likes and comments on the mentor are open', async ({ page }) => {
  const slug = await materialBy(page.request, 3, CANDIDATES);
  await signIn(page.request, 1);
  const social = new SocialPage(page);
  await social.open(`/post/${slug}`);
  await expect(social.comments().getByLabel('Твой комментарий')).toBeEnabled();
  await expect(social.like()).toBeEnabled();
  await expect(page.getByText(BLOCKED_MESSAGE)).toHaveCount(0);
});

test('a comment written offline to an author who blocked the writer is refused on reconnect and keeps its text', async ({
  context,
  page,
  playwright,
}, testInfo) => {
  // A new reader opens a material of the editors; the editors block them while they read.
  const { blockerId, slug } = await seededBlock(page.request, CANDIDATES);
  const readerId = makeUser('Читатель');
  await signIn(page.request, readerId);
  const social = new SocialPage(page);
  const sync = new SyncPage(page);
  await social.open(`/post/${slug}`);
  await expect(social.comments().getByLabel('Твой комментарий')).toBeEnabled();
  const editors = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await signIn(editors, blockerId);
  expect((await editors.post('/api/user/blocked', { data: { user_id: readerId } })).ok()).toBeTruthy();
  await editors.dispose();
  const text = `Вопрос про опыт ${Date.now()}`;
  // The indicator's code loads once the page is idle; offline with no service worker yet it could not load.
  await sync.waitForServiceWorker();
  await context.setOffline(true);
  await expect(sync.indicator()).toContainText(OFFLINE_TEXT);
  await social.comments().getByLabel('Твой комментарий').fill(text);
  await social.comments().getByRole('button', { name: 'Отправить' }).click();
  await expect(social.comment(text)).toContainText('Отправится при подключении');
  await context.setOffline(false);
  const refused = social.comment(text);
  await expect(refused.getByRole('alert')).toHaveText(BLOCKED_MESSAGE, { timeout: 20_000 });
  await expect(refused).not.toContainText('Отправится при подключении');
  await expect(refused.getByRole('button', { name: 'Отправить снова' })).toBeVisible();
  await refused.getByRole('button', { name: 'Удалить' }).click();
  await expect(social.comments().getByText(text)).toHaveCount(0);
});

test("the blocker sees a blocked user's comment folded, and may show it", async ({ page }) => {
  // Demo seed: the editors blocked the reader Глеб. Глеб comments on a material of Борис; the editors read it.
  const { blockerId, blockedId } = await seededBlock(page.request, CANDIDATES);
  const slug = await materialBy(page.request, 2, CANDIDATES);
  const id = await pageIdOf(page.request, slug);
  await signIn(page.request, blockedId);
  const text = `А если опыт повторить дома? ${Date.now()}`;
  const added = await page.request.post(`/api/page/${id}/add_comment`, { data: { text } });
  expect(added.status()).toBe(201);
  await signIn(page.request, blockerId);
  const social = new SocialPage(page);
  await social.open(`/post/${slug}`);
  const folded = social
    .comments()
    .getByRole('listitem')
    .filter({ hasText: 'Комментарий заблокированного пользователя скрыт.' });
  await expect(folded.first()).toBeVisible();
  await expect(social.comments().getByText(text)).toHaveCount(0);
  await folded.first().getByRole('button', { name: 'Показать' }).click();
  await expect(social.comments().getByText(text)).toBeVisible();
});

test('a comment is edited in place, answered, reported and deleted with confirmation', async ({ page }) => {
  await signIn(page.request, 2);
  const social = new SocialPage(page);
  await social.open('/post/pochemu-zhelezo-rzhaveet');
  const comments = social.comments();
  // Its own words, so a retry is not confused by comments an earlier try left on the material.
  const stamp = Date.now();
  await comments.getByLabel('Твой комментарий').fill(`Ржавчина ${stamp} — это оксид железа https://example.org/rust`);
  await comments.getByRole('button', { name: 'Отправить' }).click();
  const mine = social.comment(`Ржавчина ${stamp}`);
  await expect(mine.getByRole('link', { name: 'https://example.org/rust' })).toBeVisible();

  await mine.getByRole('button', { name: 'Изменить' }).click();
  const editBox = mine.getByLabel('Изменить комментарий');
  await expect(editBox).toBeFocused();
  await editBox.fill(`Ржавчина ${stamp} — это гидратированный оксид железа`);
  await mine.getByRole('button', { name: 'Сохранить' }).click();
  await expect(mine).toContainText('гидратированный');
  await expect(mine).toContainText('изменено');

  await mine.getByRole('button', { name: 'Ответить' }).first().click();
  await mine.getByLabel(/^Ответ для/).fill(`И ещё: нержавейка ${stamp} содержит хром`);
  await mine.getByRole('button', { name: 'Ответить' }).last().click();
  await expect(mine.getByRole('list', { name: 'Ответы' })).toContainText(`нержавейка ${stamp}`);

  // Another reader reports it.
  await signIn(page.request, 3);
  await page.reload();
  await mine.getByRole('button', { name: 'Пожаловаться' }).first().click();
  const report = page.getByRole('dialog', { name: 'Пожаловаться на комментарий' });
  await report.getByRole('button', { name: 'Отправить жалобу' }).click();
  await expect(report.getByRole('alert')).toHaveText('Выбери причину');
  await report.getByLabel('Спам или реклама').check();
  await report.getByRole('button', { name: 'Отправить жалобу' }).click();
  await expect(page.getByRole('dialog', { name: 'Жалоба отправлена' })).toBeVisible();
  await page.getByRole('button', { name: 'Хорошо' }).click();

  // The author deletes it; the reply keeps it as 'Комментарий удалён'.
  await signIn(page.request, 2);
  await page.reload();
  await mine.getByRole('button', { name: 'Удалить' }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Удалить комментарий?' });
  await confirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: 'Удалить' }).first().click();
  await page.getByRole('dialog', { name: 'Удалить комментарий?' }).getByRole('button', { name: 'Удалить' }).click();
  const deleted = social.comment(`нержавейка ${stamp}`);
  await expect(deleted.getByText('Комментарий удалён')).toBeVisible();
  await expect(comments).not.toContainText(`Ржавчина ${stamp}`);
});

test('a reader who blocked the author finds the controls disabled and told why in their own words', async ({
  page,
}) => {
  // A fresh reader: the block must not touch the demo logins other tests read as.
  const { blockerId: authorId, slug } = await seededBlock(page.request, CANDIDATES);
  const readerId = makeUser('Блокирующая');
  await signIn(page.request, readerId);
  expect((await page.request.post('/api/user/blocked', { data: { user_id: authorId } })).ok()).toBeTruthy();
  const social = new SocialPage(page);
  await social.open(`/post/${slug}`);
  await expect(social.like()).toBeDisabled();
  await expect(social.comments().getByLabel('Твой комментарий')).toBeDisabled();
  await expect(page.getByText(AUTHOR_BLOCKED_NOTE)).toHaveCount(1);
  await expect(page.getByText(BLOCKED_MESSAGE)).toHaveCount(0);
});
