// The special video contest in a real browser: a mentor adds a pupil by code and deletes them
// again; a pupil uploads a work, a moderator accepts it through the moderation call and the mentor
// sees 'Работа опубликована'; a visitor pages the all-works popup by nomination and votes, the vote
// made offline reaching the server once the network returns; the landing, a seen work and the
// mentor's pupils read offline.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { makeUser, signInAs } from './page-models/staff-page.ts';
import { BASE, SpecialContestPage, takePart } from './page-models/special-contest-page.ts';
import { OFFLINE_TEXT, signIn, SyncPage } from './page-models/sync-page.ts';

const clip = join(import.meta.dirname, '../fixtures/video/clip.mp4');
const NOT_FOUND = 'Мы не нашли ученика с таким кодом. Проверьте введеный код или укажите другой.';

test('a mentor adds a pupil by code and deletes them', async ({ page, playwright, baseURL }) => {
  const pupilId = makeUser('Ульяна');
  const api = await playwright.request.newContext({ baseURL });
  await signInAs(api, pupilId);
  const key = (await takePart(api, 1))!;
  await api.dispose();
  await signInAs(page.request, makeUser('Наставница'));
  await takePart(page.request, 3);

  const special = new SpecialContestPage(page);
  await special.open();
  await special.openPupils();
  const add = special.dialog('Добавить ученика');
  // An empty code makes no call.
  let lookups = 0;
  page.on('request', (r) => r.url().includes('find-user-join-key') && lookups++);
  await add.getByRole('button', { name: 'Далее' }).click();
  await expect(add).toBeVisible();
  expect(lookups).toBe(0);
  await add.getByLabel('Код участника').fill('ZZZZ-ZZZZ');
  await add.getByRole('button', { name: 'Далее' }).click();
  await expect(add.getByText(NOT_FOUND)).toBeVisible();
  await add.getByLabel('Код участника').fill(`${key.slice(0, 4).toLowerCase()}-${key.slice(4)}`);
  await add.getByRole('button', { name: 'Далее' }).click();
  const found = special.dialog('Ученик найден');
  await expect(found).toContainText('Ульяна Тестова');
  await found.getByRole('button', { name: 'Ок' }).click();
  const added = special.dialog('Отлично! Ученик успешно добавлен');
  await added.getByRole('button', { name: 'Ок' }).click();
  await expect(added).toHaveCount(0);

  await special.openPupils();
  const row = special.pupilRow('Ульяна Тестова');
  await expect(row).toContainText('Гимназия № 7, Казань');
  await expect(row).toContainText('Не загрузил работу');
  await row.getByRole('button', { name: 'Удалить ученика Ульяна Тестова' }).click();
  const confirm = special.dialog('Подтвердите удаление ученика');
  await expect(confirm).toContainText('Ульяна Тестова');
  await confirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(special.pupilRow('Ульяна Тестова')).toBeVisible();
  await special
    .pupilRow('Ульяна Тестова')
    .getByRole('button', { name: /Удалить ученика/ })
    .click();
  await special.dialog('Подтвердите удаление ученика').getByRole('button', { name: 'Далее' }).click();
  await expect(special.dialog('Подтвердите удаление ученика')).toHaveCount(0);
  expect(((await (await page.request.get(`${BASE}/student-list`)).json()) as { list: unknown[] }).list).toEqual([]);
  await expect(special.main.getByRole('button', { name: 'Добавить ученика' })).toBeVisible();
});

test("a pupil's work, accepted by a moderator, shows as published to the mentor", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const pupilId = makeUser('Тимур');
  await signInAs(page.request, pupilId);
  const key = (await takePart(page.request, 1))!;
  const mentorId = makeUser('Наставник');
  const api = await playwright.request.newContext({ baseURL });
  await signInAs(api, mentorId);
  await takePart(api, 3);
  expect((await api.post(`${BASE}/add-join-key`, { data: { join_key: key } })).ok()).toBeTruthy();

  await page.goto('/contests/special/work');
  await expect(page.getByRole('heading', { level: 1, name: 'Загрузка работы' })).toBeVisible();
  await page.getByLabel('Видео (до 3 минут, до 175 МБ)').setInputFiles(clip);
  await expect(page.getByText('Видео загружено')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Название').fill('Как летает бумажный самолётик');
  await page.getByLabel('Описание').fill('Подъёмная сила на опыте с тремя самолётиками.');
  await page.getByLabel('Номинация').selectOption({ label: 'Науки о будущем' });
  await page.getByRole('button', { name: 'Отправить работу' }).click();
  await expect(page.getByRole('dialog', { name: 'Твоя работа успешно отправлена' })).toBeVisible();

  const mentorContext = await browser.newContext();
  const mentorPage = await mentorContext.newPage();
  await signInAs(mentorPage.request, mentorId);
  const mentor = new SpecialContestPage(mentorPage);
  await mentor.open();
  await mentor.openPupils();
  await expect(mentor.pupilRow('Тимур Тестова')).toContainText('Работа на модерации');
  await expect(mentor.pupilRow('Тимур Тестова')).toContainText('Науки о будущем');
  await mentor.dialog('Мои ученики').getByRole('button', { name: 'Закрыть' }).click();

  const moderator = makeUser('Модератор', 'moderator');
  await signInAs(api, moderator);
  const mine = (await (await page.request.get(`${BASE}/my-videos`)).json()) as { video_list: { id: number }[] };
  const moderated = await api.post('/api/contest-video/moderate', {
    data: { id: mine.video_list[0]!.id, status_id: 3 },
  });
  expect(moderated.ok()).toBeTruthy();
  await api.dispose();

  await mentorPage.reload();
  await mentor.openPupils();
  await expect(mentor.pupilRow('Тимур Тестова')).toContainText('Работа опубликована');
  await mentorContext.close();
});

test('a visitor pages all works by nomination and votes, offline too', async ({ page, context }) => {
  // Other specs may publish works meanwhile: the expected counts come from the server.
  const total = async (q = '') =>
    ((await (await page.request.get(`${BASE}/video-list?limit=1${q}`)).json()) as { total_count: number }).total_count;
  const all = await total();
  expect(all).toBeGreaterThan(18);
  expect(all).toBeLessThanOrEqual(27);
  // A link to the contest by id (notifications give one) opens the special landing.
  const { id } = (await (await page.request.get(BASE)).json()) as { id: number };
  await page.goto(`/contests/${id}`);
  await expect(page).toHaveURL(/\/contests\/special$/);
  const special = new SpecialContestPage(page);
  await special.open();
  let popup = await special.openAllWorks();
  await expect(popup.getByLabel('Номинация')).toHaveValue('');
  await expect(popup.getByLabel('Номинация').locator('option:checked')).toHaveText('Номинация');
  await expect(popup.getByRole('button', { name: 'Участвовать' })).toBeVisible();
  const first = await special.workTitles(popup);
  expect(first).toHaveLength(9);
  const pages = popup.getByRole('navigation', { name: 'Страницы работ' });
  await pages.getByRole('button', { name: 'Страница 2' }).click();
  await expect(pages.getByRole('button', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
  const second = await special.workTitles(popup);
  expect(second).toHaveLength(9);
  expect(second.filter((t) => first.includes(t))).toEqual([]);
  await pages.getByRole('button', { name: 'Страница 3' }).click();
  await expect(popup.getByRole('list', { name: 'Работы' }).getByRole('listitem')).toHaveCount(all - 18);
  const nominations = (await (await page.request.get(`${BASE}/nominations`)).json()) as {
    list: { id: number; name: string }[];
  };
  const it = nominations.list.find((n) => n.name === 'IT и точные науки')!.id;
  const inIt = await total(`&nomination_id=${it}`);
  expect(inIt).toBeLessThanOrEqual(9);
  await popup.getByLabel('Номинация').selectOption({ label: 'IT и точные науки' });
  await expect(popup.getByRole('list', { name: 'Работы' }).getByRole('listitem')).toHaveCount(inIt);
  await expect(pages).toHaveCount(0);
  await popup.getByRole('link', { name: 'Робот из конструктора' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Робот из конструктора' })).toBeVisible();
  await expect(page.getByText('Номинация: IT и точные науки')).toBeVisible();
  const workId = Number(new URL(page.url()).pathname.split('/').pop());

  // Signed in, the vote is made with no network and reaches the server when it returns.
  await signInAs(page.request, makeUser('Зритель'));
  // Signed in: the page asks once whether this viewer voted (the answer: not yet).
  let asked = 0;
  page.on('request', (req) => {
    if (req.url().includes('/video-vote-exist')) asked++;
  });
  await Promise.all([page.waitForResponse((r) => r.url().includes('/video-vote-exist')), page.reload()]);
  const vote = page.getByRole('form', { name: 'Оцени работу' });
  await expect(vote).toBeVisible();
  await context.setOffline(true);
  await vote.getByRole('group', { name: 'Понятность' }).getByRole('radio', { name: '5', exact: true }).check();
  await vote.getByRole('group', { name: 'Увлекательность' }).getByRole('radio', { name: '4', exact: true }).check();
  await vote.getByRole('group', { name: 'Научность' }).getByRole('radio', { name: '3', exact: true }).check();
  await vote.getByRole('button', { name: 'Проголосовать' }).click();
  await expect(page.getByText('Голос сохранён на устройстве и будет отправлен, когда появится сеть.')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Спасибо, твой голос учтён.')).toBeVisible({ timeout: 20_000 });
  // The vote went out and came back in a sync round: a second question, had one followed the first, was asked by now
  // (the page's own questions only: page.request is not the page).
  expect(asked).toBe(1);
  const mine = await (await page.request.get(`${BASE}/video-vote-exist?video_id=${workId}`)).json();
  expect(mine).toEqual({ exist: true, vote: { clarity: 5, fascination: 4, scientific: 3 } });
  popup = page.getByRole('heading', { level: 2, name: 'Твоя оценка' });
  await expect(popup).toBeVisible();
});

test("the landing, a work already seen and the mentor's pupils read offline", async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const pupilId = makeUser('Лиана');
  const api = await playwright.request.newContext({ baseURL });
  await signInAs(api, pupilId);
  const key = (await takePart(api, 1))!;
  await api.dispose();
  await signIn(context.request, makeUser('Наставница'));
  await takePart(context.request, 3);
  expect((await context.request.post(`${BASE}/add-join-key`, { data: { join_key: key } })).ok()).toBeTruthy();

  const special = new SpecialContestPage(page);
  const app = new SyncPage(page);
  await special.open();
  await app.waitForServiceWorker();
  await special.openPupils();
  await expect(special.pupilRow('Лиана Тестова')).toBeVisible();
  await special.dialog('Мои ученики').getByRole('button', { name: 'Закрыть' }).click();
  const work = special.main.getByRole('link', { name: 'Почему небо голубое' });
  await work.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Почему небо голубое' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Почему небо голубое' })).toBeVisible();
  await expect(special.main.getByText(OFFLINE_TEXT)).toBeVisible();
  await page.goto('/contests/special');
  await expect(page.getByRole('heading', { level: 1, name: 'Наука за три минуты' })).toBeVisible();
  await expect(special.main.getByText(OFFLINE_TEXT)).toBeVisible();
  await special.openPupils();
  await expect(special.pupilRow('Лиана Тестова')).toContainText('Не загрузил работу');
  await context.setOffline(false);
});
