// The social layer offline and across devices: a like made offline reaches the server exactly once
// on reconnect; a collection made and filled (offline too) in one browser context shows in a second
// context of the same user, with the like; a comment written offline waits visibly and is sent on
// reconnect; comments that found no network load once it returns, or once their request gets through; follow
// and block from a profile, and the blocked list on the own profile.
import { expect, test, type Page } from '@playwright/test';
import { CollectionPicker, pageIdOf, serverComments, serverLikes, SocialPage } from './page-models/social-page.ts';
import { OFFLINE_TEXT, signIn, SyncPage } from './page-models/sync-page.ts';
import { makeUser } from './page-models/staff-page.ts';

const LIKED_SLUG = 'kak-rabotaet-radouga';
const COMMENT_SLUG = 'elektrichestvo-iz-limona';
const SECOND_DEVICE_SLUG = 'chto-takoe-kvantovyj-kompyuter';

/** Signs in as demo pupil 2 and opens the material `slug`; answers the social and sync page models. */
async function openAsPupil(page: Page, slug: string) {
  await signIn(page.request, 2);
  const social = new SocialPage(page);
  await social.open(`/post/${slug}`);
  return { social, sync: new SyncPage(page) };
}

test('a like made offline shows at once and reaches the server exactly once on reconnect', async ({
  context,
  page,
}) => {
  const { social, sync } = await openAsPupil(page, LIKED_SLUG);
  if ((await social.like().getAttribute('aria-pressed')) === 'true') {
    await social.like().click(); // a known start: not liked
    await expect(social.like()).toHaveAttribute('aria-pressed', 'false');
    await sync.expectPending(0);
  }
  const before = await serverLikes(page.request, LIKED_SLUG);

  // The indicator's code loads once the page is idle; offline with no service worker yet it could not load.
  await sync.waitForServiceWorker();
  await context.setOffline(true);
  await expect(sync.indicator()).toContainText(OFFLINE_TEXT);
  await social.like().click();
  await expect(social.like()).toHaveAttribute('aria-pressed', 'true');
  await expect(social.like()).toHaveAccessibleName(`Нравится: ${before + 1}`);
  await sync.expectPending(1);
  expect(await serverLikes(page.request, LIKED_SLUG)).toBe(before);
  // No feedback popup offline: it would ask about a reaction the server does not have yet.
  await expect(page.getByRole('dialog', { name: /Спасибо/ })).toHaveCount(0);

  await context.setOffline(false);
  await sync.expectPending(0);
  await expect.poll(() => serverLikes(page.request, LIKED_SLUG)).toBe(before + 1);
  await page.reload();
  await expect(social.like()).toHaveAttribute('aria-pressed', 'true');
  await expect(social.like()).toHaveAccessibleName(`Нравится: ${before + 1}`);
  expect(await serverLikes(page.request, LIKED_SLUG)).toBe(before + 1);
});

test('a collection made and filled offline in one context is seen, with its like, in a second context', async ({
  browser,
  context,
  page,
}) => {
  await signIn(page.request, 3);
  const title = `Подборка ${Date.now()}`;
  const sync = new SyncPage(page);
  await sync.gotoCatalog();
  const picker = new CollectionPicker(page);
  const first = sync.cards().filter({ has: page.getByRole('button', { name: 'Добавить в коллекцию' }) });
  const [titleA, titleB] = [await sync.cardTitle(first.nth(0)), await sync.cardTitle(first.nth(1))];
  await picker.openFor(sync.card(titleA));
  await picker.create(title);
  await picker.close();

  // Offline: the second material goes in too, and the first comes out.
  // The indicator's code loads once the page is idle; offline with no service worker yet it could not load.
  await sync.waitForServiceWorker();
  await context.setOffline(true);
  await expect(sync.indicator()).toContainText(OFFLINE_TEXT);
  await picker.openFor(sync.card(titleB));
  await picker.checkbox(title).check();
  await picker.close();
  await picker.openFor(sync.card(titleA));
  await expect(picker.checkbox(title)).toBeChecked();
  await picker.checkbox(title).uncheck();
  await picker.close();
  await context.setOffline(false);
  await sync.expectPending(0);
  // A like made offline on a material reaches the second context too.
  const social = new SocialPage(page);
  await social.open(`/post/${SECOND_DEVICE_SLUG}`);
  const liked = (await social.like().getAttribute('aria-pressed')) === 'true';
  await context.setOffline(true);
  await social.like().click();
  await expect(social.like()).toHaveAttribute('aria-pressed', String(!liked));
  await context.setOffline(false);
  await sync.expectPending(0);

  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await signIn(second.request, 3);
    await second.goto('/profile/collections');
    const tile = second.getByRole('list', { name: 'Мои коллекции' }).getByRole('link', { name: new RegExp(title) });
    await expect(tile).toContainText('1 материал');
    await tile.click();
    await expect(second.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const items = second.getByRole('list', { name: 'Материалы коллекции' }).getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(titleB);
    const socialB = new SocialPage(second);
    await socialB.open(`/post/${SECOND_DEVICE_SLUG}`);
    await expect(socialB.like()).toHaveAttribute('aria-pressed', String(!liked));
  } finally {
    await other.close();
  }
});

test('a comment written offline waits as "Отправится при подключении" and is sent once on reconnect', async ({
  context,
  page,
}) => {
  const { social, sync } = await openAsPupil(page, COMMENT_SLUG);
  await expect(social.comments().getByLabel('Твой комментарий')).toBeVisible();
  const text = `Лимонная батарейка ${Date.now()}`;

  // The indicator's code loads once the page is idle; offline with no service worker yet it could not load.
  await sync.waitForServiceWorker();
  await context.setOffline(true);
  await expect(sync.indicator()).toContainText(OFFLINE_TEXT);
  await social.comments().getByLabel('Твой комментарий').fill(text);
  await social.comments().getByRole('button', { name: 'Отправить' }).click();
  const waiting = social.comment(text);
  await expect(waiting).toContainText('Отправится при подключении');
  await expect(social.comments().getByLabel('Твой комментарий')).toHaveValue('');
  await sync.expectPending(1);

  await context.setOffline(false);
  await sync.expectPending(0);
  await expect(social.comment(text)).not.toContainText('Отправится при подключении');
  await expect(social.comments().getByText(text)).toHaveCount(1);
  const id = await pageIdOf(page.request, COMMENT_SLUG);
  expect(await serverComments(page.request, id, text)).toBe(1);
});

test('follow and block from a profile; the own profile lists whom the user blocked', async ({ page }) => {
  // A reader of their own: a block either way stops likes and comments, and other tests running beside this one
  // have the demo pupils react to the editors' materials.
  await signIn(page.request, makeUser('Подписчица'));
  await page.goto('/profile/4');
  const head = page.getByRole('main');
  await expect(head.getByRole('heading', { level: 1 })).toBeVisible();
  const follow = head.getByRole('button', { name: /^(Подписаться|Отписаться)$/ });
  if ((await follow.textContent()) === 'Отписаться') await follow.click();
  await expect(follow).toHaveText('Подписаться');
  await follow.click();
  await expect(follow).toHaveText('Отписаться');
  await expect
    .poll(async () => (await (await page.request.get('/api/user/4/relations')).json()).is_following)
    .toBe(true);

  await head.getByRole('button', { name: 'Заблокировать' }).click();
  const confirm = page.getByRole('dialog', { name: 'Заблокировать пользователя?' });
  await confirm.getByRole('button', { name: 'Заблокировать' }).click();
  await expect(head.getByRole('button', { name: 'Разблокировать' })).toBeVisible();
  // A block ends following, so the follow button goes.
  await expect(follow).toHaveCount(0);
  await expect.poll(async () => (await (await page.request.get('/api/user/4/relations')).json()).is_blocked).toBe(true);

  await page.goto('/profile');
  await page.getByText('Заблокированные').click();
  const blocked = page.getByRole('list', { name: 'Заблокированные' });
  await expect(blocked).toContainText('Редакция');
  await blocked.getByRole('button', { name: /^Разблокировать/ }).click();
  await expect
    .poll(async () => (await (await page.request.get('/api/user/4/relations')).json()).is_blocked)
    .toBe(false);
});

test('comments that found no network load by themselves once it returns', async ({ context, page }) => {
  await signIn(page.request, 2);
  const id = await pageIdOf(page.request, COMMENT_SLUG);
  const text = `Светодиод загорелся ${Date.now()}`;
  expect((await page.request.post(`/api/page/${id}/add_comment`, { data: { text } })).ok()).toBe(true);
  const social = new SocialPage(page);
  const sync = new SyncPage(page);
  await social.open(`/post/${COMMENT_SLUG}`);
  await expect(social.comment(text)).toBeVisible();

  // Opened again with no network: the post comes from the device, its comments cannot.
  await sync.waitForServiceWorker();
  await context.setOffline(true);
  await page.reload();
  await social.comments().scrollIntoViewIfNeeded();
  await expect(social.comments()).toContainText('Комментарии загрузятся, когда появится сеть.');
  await expect(social.comment(text)).toHaveCount(0);

  // No reload and no click: the list comes as the network does.
  await context.setOffline(false);
  await expect(social.comment(text)).toBeVisible();
  await expect(social.comments()).not.toContainText('Комментарии загрузятся, когда появится сеть.');
});

test('comments whose request found no network while the browser was online are asked for again', async ({ page }) => {
  await signIn(page.request, 2);
  const id = await pageIdOf(page.request, COMMENT_SLUG);
  const text = `Монета и гвоздь ${Date.now()}`;
  expect((await page.request.post(`/api/page/${id}/add_comment`, { data: { text } })).ok()).toBe(true);
  // The browser never goes offline (no 'online' event to wait for), yet the list's requests find no network.
  let cut = true;
  let asked = 0;
  // On the context, not the page: once the service worker controls the page, the list's requests go through it,
  // which the page's routes never see.
  await page.context().route(`**/api/page/${id}/comments?*`, (route) => {
    asked++;
    return cut ? route.abort('internetdisconnected') : route.continue();
  });
  const social = new SocialPage(page);
  await social.open(`/post/${COMMENT_SLUG}`);
  await social.comments().scrollIntoViewIfNeeded();
  await expect(social.comments()).toContainText('Комментарии загрузятся, когда появится сеть.');
  await expect.poll(() => asked).toBeGreaterThan(1);

  cut = false;
  await expect(social.comment(text)).toBeVisible({ timeout: 15_000 });
  await expect(social.comments()).not.toContainText('Комментарии загрузятся, когда появится сеть.');
});
