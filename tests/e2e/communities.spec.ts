// Communities in the browser: a pupil asks to join a closed community, the owner approves in a
// second browser context, and the pupil then sees the feed; an offline join is shown at once and
// reaches the server exactly once when the network returns; the catalogue's search and tabs.
import { expect, test } from '@playwright/test';
import { CommunityPage, createCommunityWithFeed } from './page-models/community-page.ts';
import { OFFLINE_TEXT, recordPushes, signIn, SyncPage } from './page-models/sync-page.ts';

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
});

test('a join request from a pupil, approved by the owner in a second context, opens the feed', async ({
  browser,
  context,
  page,
}) => {
  // Борис (id 2) owns a new closed community; Алиса (pupil, id 1) asks to join. Борис is not Алиса's
  // mentor, so he sees her first name only.
  const owner = await browser.newContext({ locale: 'ru-RU' });
  await owner.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  await signIn(owner.request, 2);
  const name = `Закрытый кружок ${Date.now()}`;
  const { id, material } = await createCommunityWithFeed(owner.request, name, true);

  await signIn(context.request, 1);
  const pupil = new CommunityPage(page);
  await pupil.open(id);
  await expect(pupil.main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    pupil.main.getByText('Лента и участники закрытого сообщества видны только его участникам'),
  ).toBeVisible();
  await pupil.button('Подать заявку').click();
  await expect(pupil.status('Заявка отправлена. Владелец сообщества рассмотрит её.')).toBeVisible();
  await expect(pupil.button('Отменить заявку')).toBeVisible();

  const ownerPage = new CommunityPage(await owner.newPage());
  await ownerPage.open(id);
  await ownerPage.tab('Заявки').click();
  await ownerPage.button('Принять заявку Алиса').click();
  await expect(ownerPage.status('Алиса принят(а) в сообщество')).toBeVisible();
  await expect(ownerPage.main.getByText('Новых заявок нет.')).toBeVisible();
  await owner.close();

  await pupil.open(id);
  await expect(pupil.main.getByText('Ты участник')).toBeVisible();
  await expect(pupil.feed().getByRole('link', { name: new RegExp(material.slice(0, 20)) })).toBeVisible();
  await expect(pupil.button('Выйти из сообщества')).toBeVisible();
});

test('the catalogue searches by name and lists the user’s own communities under «Мои сообщества»', async ({
  context,
  page,
}) => {
  await signIn(context.request, 1);
  await page.goto('/community');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Сообщества' })).toBeVisible();
  await main.getByRole('searchbox', { name: 'Поиск сообществ' }).fill('олимпиад');
  await main.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(/search=/);
  const olympiad = main.getByRole('link', { name: /Олимпиадная группа по физике/ });
  await expect(olympiad).toContainText('Заявка отправлена');
  await expect(main.getByRole('link', { name: /Юные исследователи/ })).toHaveCount(0);

  await main.getByRole('searchbox', { name: 'Поиск сообществ' }).fill('');
  await main.getByRole('button', { name: 'Найти' }).click();
  await main.getByRole('button', { name: 'Мои сообщества' }).click();
  await expect(main.getByRole('link', { name: /Юные исследователи/ })).toContainText('Ты участник');
  await expect(main.getByRole('link', { name: /Олимпиадная группа/ })).toHaveCount(0);
});

test('a join made offline shows at once, reads the stored feed, and reaches the server exactly once', async ({
  browser,
  context,
  page,
}) => {
  const owner = await browser.newContext({ locale: 'ru-RU' });
  await signIn(owner.request, 2);
  const name = `Открытый кружок ${Date.now()}`;
  const { id, material } = await createCommunityWithFeed(owner.request, name, false);
  await owner.close();

  await signIn(context.request, 1);
  const pushes = recordPushes(context);
  const app = new SyncPage(page);
  const club = new CommunityPage(page);
  await club.open(id);
  await app.waitForServiceWorker();
  await expect(club.feed().getByRole('link', { name: new RegExp(material.slice(0, 20)) })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(club.main.getByText(OFFLINE_TEXT).first()).toBeVisible();
  await expect(club.feed().getByRole('link', { name: new RegExp(material.slice(0, 20)) })).toBeVisible();
  await club.button('Вступить').click();
  await expect(club.main.getByText('Ты участник')).toBeVisible();
  await expect(club.main.getByText('Ожидает отправки')).toBeVisible();
  await app.expectPending(1);

  await context.setOffline(false);
  await app.expectPending(0);
  await expect(club.main.getByText('Ожидает отправки')).toHaveCount(0);
  await expect(club.button('Выйти из сообщества')).toBeVisible();
  const server = (await (await context.request.get(`/api/community/${id}`)).json()) as {
    state: string;
    members_count: number;
  };
  expect(server).toMatchObject({ state: 'member', members_count: 2 });
  const sent = pushes.ids();
  expect(sent).toHaveLength(1);
});
