// Notifications in the browser: the bell's unread count, the panel grouped 'Сегодня', 'Вчера',
// 'Ранее' with DD.MM dates, paging by 20 on scroll, opening marks the shown ones read (on the server
// too), accept and reject of community requests with the buttons going away, polling picking up a
// new one (the server's poll interval is shortened for tests), and the kept list read offline.
import { expect, test, type Request } from '@playwright/test';
import { actor, NotificationsPanel, postComments, registerFresh } from './page-models/notifications-panel.ts';
import { signIn } from './page-models/sync-page.ts';

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
});

test('the panel groups by day with DD.MM dates', async ({ context, page }) => {
  // Алиса's demo notifications: one from a minute before the seed, one from the day before at noon,
  // one from four days before. The page's clock is the seed's moment, so the day groups do not move
  // when the seed ran before Moscow's midnight and this test after it.
  await signIn(context.request, 1);
  const seeded = (await (await context.request.get('/api/notification')).json()) as {
    list: { title: string; created_at: string }[];
  };
  const follow = seeded.list.find((n) => n.title === 'Борис подписался на тебя');
  expect(follow).toBeDefined();
  await page.clock.setFixedTime(new Date(follow!.created_at));
  const bell = new NotificationsPanel(page);
  await page.goto('/');
  await bell.open();
  await expect(bell.group('Сегодня').getByText('Борис подписался на тебя')).toBeVisible();
  await expect(bell.group('Вчера').getByText('Скоро мероприятие «Открытая лекция о космосе»')).toBeVisible();
  const older = bell.group('Ранее').getByRole('listitem').filter({ hasText: 'Новый значок «Первый шаг»' });
  await expect(older).toBeVisible();
  await expect(older.locator('time')).toHaveText(/^\d{2}\.\d{2}$/);
  await page.keyboard.press('Escape');
  await expect(bell.panel()).toBeHidden();
  await expect(bell.bell()).toBeFocused();
});

test('pages by 20 on scroll, and opening marks the shown ones read', async ({ context, page, baseURL }) => {
  await registerFresh(context.request);
  const { pageId, ids } = await postComments(context.request, 13);
  const boris = await actor(baseURL!, 2);
  const vera = await actor(baseURL!, 3);
  for (const id of ids) {
    expect(
      (
        await boris.post(`/api/page/${pageId}/add_comment`, { data: { text: 'Хороший вопрос', parent_id: id } })
      ).status(),
    ).toBe(201);
    expect((await vera.post('/api/like', { data: { type: 'comment', id } })).ok()).toBeTruthy();
  }

  const bell = new NotificationsPanel(page);
  const pages: URLSearchParams[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/notification') pages.push(url.searchParams);
  });
  await page.goto('/');
  // 13 replies, 13 likes, and the badges of the first and the tenth comment.
  await bell.expectUnread(28);
  await bell.open();
  await expect(bell.item('Вера Сидорова ставит лайк вашему комментарию')).toBeVisible();
  await expect(bell.items()).toHaveCount(20);
  await bell.items().last().scrollIntoViewIfNeeded();
  await expect(bell.items()).toHaveCount(28);
  await expect(bell.item('Борис Петров отвечает на ваш комментарий')).toBeVisible();
  // The second page comes after the first one's cursor, never by an offset the server would count through.
  const deeper = pages.filter((q) => q.has('cursor'));
  expect(deeper.length).toBeGreaterThan(0);
  expect(pages.filter((q) => Number(q.get('offset') ?? 0) > 0)).toEqual([]);
  await bell.expectUnread(0);
  // The read marks reach the server through the sync layer.
  await expect
    .poll(
      async () => ((await (await context.request.get('/api/notification/is_new')).json()) as { unread: number }).unread,
    )
    .toBe(0);
  await boris.dispose();
  await vera.dispose();
});

test('accept and reject a community request from the panel', async ({ browser, context, page, baseURL }) => {
  const name = `Кружок уведомлений ${Date.now()}`;
  // The owner is Борис (a scientist who may own a community).
  await signIn(context.request, 2);
  const created = await context.request.post('/api/community', { data: { name, is_closed: true } });
  expect(created.status()).toBe(201);
  const community = ((await created.json()) as { id: number }).id;
  const alice = await actor(baseURL!, 1);
  const vera = await actor(baseURL!, 3);
  expect((await alice.post(`/api/community/${community}/request`)).status()).toBe(201);
  expect((await vera.post(`/api/community/${community}/request`)).status()).toBe(201);

  const bell = new NotificationsPanel(page);
  await page.goto('/');
  await bell.open();
  const fromAlice = bell.item(`Алиса просит принять в сообщество «${name}»`);
  const fromVera = bell.item(`Вера Сидорова просит принять в сообщество «${name}»`);
  await fromAlice.getByRole('button', { name: 'Принять' }).click();
  await expect(fromAlice.getByRole('button', { name: 'Принять' })).toHaveCount(0);
  await expect(fromAlice.getByRole('button', { name: 'Отклонить' })).toHaveCount(0);
  await fromVera.getByRole('button', { name: 'Отклонить' }).click();
  await expect(fromVera.getByRole('button', { name: 'Отклонить' })).toHaveCount(0);

  expect(((await (await alice.get(`/api/community/${community}`)).json()) as { state: string }).state).toBe('member');
  expect(((await (await vera.get(`/api/community/${community}`)).json()) as { state: string }).state).toBe('none');
  // Alice hears of it in her own bell.
  const aliceContext = await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  await aliceContext.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  await signIn(aliceContext.request, 1);
  const alicePage = new NotificationsPanel(await aliceContext.newPage());
  await alicePage.page.goto('/');
  await alicePage.open();
  await expect(alicePage.item(`Заявка в сообщество «${name}» одобрена`)).toBeVisible();
  await aliceContext.close();
  await alice.dispose();
  await vera.dispose();
});

test('polling picks up a new notification while the page stays open', async ({ context, page, baseURL }) => {
  const me = await registerFresh(context.request);
  const bell = new NotificationsPanel(page);
  await page.goto('/');
  await bell.open();
  await expect(bell.panel().getByText('Уведомлений пока нет')).toBeVisible();
  const boris = await actor(baseURL!, 2);
  expect((await boris.post(`/api/user/${me}/follow`)).ok()).toBeTruthy();
  // The panel stays open: the next poll sees a new newest id and reloads the first page.
  await expect(bell.item('Борис Петров подписался на тебя')).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  const vera = await actor(baseURL!, 3);
  expect((await vera.post(`/api/user/${me}/follow`)).ok()).toBeTruthy();
  await bell.expectUnread(1);
  await boris.dispose();
  await vera.dispose();
});

test("a page asks for the unread count once when it opens, then at the server's interval", async ({
  context,
  page,
}) => {
  await signIn(context.request, 1);
  const asks: Request[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/notification/is_new') asks.push(req);
  });
  const bell = new NotificationsPanel(page);
  await page.goto('/');
  await expect(bell.bell()).toBeVisible();
  // The first answer brings the server's interval (3 s in tests): it restarts the timer, so the next ask comes at
  // that interval, not at once, and the asks go on at that interval.
  await expect.poll(() => asks.length, { timeout: 20_000 }).toBeGreaterThan(2);
  // When each ask left the browser, on the browser's clock: this runner hears of the first ask of a loading page
  // late when it is busy (it measured 2.4 s for a 3 s gap that way).
  const sentAt = await Promise.all(
    asks.slice(0, 3).map(async (ask) => {
      expect((await ask.response())?.ok()).toBe(true); // the timing is known once the answer has come
      return ask.timing().startTime;
    }),
  );
  expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(2500);
  expect(sentAt[2]! - sentAt[1]!).toBeGreaterThanOrEqual(2500);
});

test('notifications seen once are read offline; answering a request says it needs the network', async ({
  context,
  page,
  baseURL,
}) => {
  const name = `Офлайн-кружок ${Date.now()}`;
  await signIn(context.request, 2);
  const created = await context.request.post('/api/community', { data: { name, is_closed: true } });
  const community = ((await created.json()) as { id: number }).id;
  const alice = await actor(baseURL!, 1);
  expect((await alice.post(`/api/community/${community}/request`)).status()).toBe(201);

  const bell = new NotificationsPanel(page);
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await bell.open();
  const request = bell.item(`Алиса просит принять в сообщество «${name}»`);
  await expect(request).toBeVisible();
  await page.keyboard.press('Escape');

  await context.setOffline(true);
  await page.reload();
  await bell.open();
  await expect(bell.panel().getByText('Нет подключения. Показываем сохранённое на устройстве')).toBeVisible();
  await expect(request).toBeVisible();
  await request.getByRole('button', { name: 'Принять' }).click();
  await expect(request.getByRole('alert')).toHaveText('Принять или отклонить можно только при подключении к сети.');
  await expect(request.getByRole('button', { name: 'Принять' })).toBeVisible();
  await context.setOffline(false);
  await alice.dispose();
});
