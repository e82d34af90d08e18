// Two devices of one user: likes, comments, notifications, communities, votes and event forms done
// on one reach the other device through sync alone.
import { expect, test } from '@playwright/test';
import { CommunityPage, createCommunityWithFeed } from './page-models/community-page.ts';
import { actor, NotificationsPanel } from './page-models/notifications-panel.ts';
import { SocialPage } from './page-models/social-page.ts';
import { makeUser, signInAs } from './page-models/staff-page.ts';
import { SyncPage } from './page-models/sync-page.ts';

const LIKED = 'kak-rabotaet-radouga';
const EVENT = 'lekciya-chernye-dyry';

test('likes, comments, notifications, communities, votes and event forms converge to the other device', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const [ctxA, ctxB] = [await browser.newContext(), await browser.newContext()];
  for (const ctx of [ctxA, ctxB]) await ctx.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  const [a, b] = [await ctxA.newPage(), await ctxB.newPage()];
  const user = makeUser('Двойник');
  await signInAs(a.request, user);
  await signInAs(b.request, user);
  // Someone follows the user, so there is a notification to read; and an open community to join.
  const boris = await actor(baseURL!, 2);
  expect((await boris.post(`/api/user/${user}/follow`)).ok()).toBeTruthy();
  const { id: clubId } = await createCommunityWithFeed(boris, `Клуб двух устройств ${Date.now()}`, false);
  await boris.dispose();
  const work = (
    (await (await a.request.get('/api/contest-learn-known/video-list?limit=1')).json()) as {
      list: { id: number }[];
    }
  ).list[0]!.id;
  const bellB = new NotificationsPanel(b);
  await b.goto('/');
  await bellB.expectUnread(1);

  // Device A: every action through its page.
  const devA = new SyncPage(a);
  const social = new SocialPage(a);
  await social.open(`/post/${LIKED}`);
  await devA.waitForServiceWorker();
  await social.like().click();
  await expect(social.like()).toHaveAttribute('aria-pressed', 'true');
  // Once the server holds the like, its optional feedback popup asks what was liked.
  await a
    .getByRole('dialog', { name: 'Спасибо! Что понравилось?' })
    .getByRole('button', { name: 'Пропустить' })
    .click();
  const text = `С двух устройств ${Date.now()}`;
  await social.comments().getByLabel('Твой комментарий').fill(text);
  await social.comments().getByRole('button', { name: 'Отправить' }).click();
  await expect(social.comment(text)).not.toContainText('Отправится при подключении', { timeout: 20_000 });
  const club = new CommunityPage(a);
  await club.open(clubId);
  await club.button('Вступить').click();
  await expect(club.button('Выйти из сообщества')).toBeVisible({ timeout: 20_000 });
  await a.goto(`/contests/special/${work}`);
  const vote = a.getByRole('form', { name: 'Оцени работу' });
  await vote.getByRole('group', { name: 'Понятность' }).getByRole('radio', { name: '5', exact: true }).check();
  await vote.getByRole('group', { name: 'Увлекательность' }).getByRole('radio', { name: '4', exact: true }).check();
  await vote.getByRole('group', { name: 'Научность' }).getByRole('radio', { name: '3', exact: true }).check();
  await vote.getByRole('button', { name: 'Проголосовать' }).click();
  await expect(a.getByRole('heading', { level: 2, name: 'Твоя оценка' })).toBeVisible({ timeout: 20_000 });
  await a.goto(`/event/${EVENT}`);
  const main = a.locator('main');
  await main.getByRole('button', { name: 'присоединиться' }).click();
  const form = a.getByRole('dialog', { name: 'Заполни форму' });
  await form.getByLabel('Имя и фамилия *').fill('Двойник Тестова');
  await form.getByLabel('Электронная почта *').fill('twin@example.org');
  await form.getByLabel('Класс *').selectOption('9');
  await form.getByRole('button', { name: 'присоединиться' }).click();
  await expect(main.getByText('Заявка успешно отправлена')).toBeVisible();
  // The bell: opening it reads the notification; in its settings the first kind is turned off.
  const bellA = new NotificationsPanel(a);
  await bellA.open();
  await bellA.expectUnread(0);
  await bellA.panel().getByRole('button', { name: 'Настройки' }).click();
  const firstKind = bellA.panel().getByRole('switch').first();
  await expect(firstKind).toBeChecked();
  await firstKind.uncheck();
  await a.keyboard.press('Escape');
  await devA.expectPending(0);

  // Device B shows each of them.
  const socialB = new SocialPage(b);
  await socialB.open(`/post/${LIKED}`);
  await expect(socialB.like()).toHaveAttribute('aria-pressed', 'true');
  await expect(socialB.comments().getByText(text)).toHaveCount(1);
  await new CommunityPage(b).open(clubId);
  await expect(new CommunityPage(b).button('Выйти из сообщества')).toBeVisible();
  await b.goto(`/contests/special/${work}`);
  await expect(b.getByRole('heading', { level: 2, name: 'Твоя оценка' })).toBeVisible();
  const event = (await (await b.request.get(`/api/event/slug/${EVENT}`)).json()) as { is_participant: boolean };
  expect(event.is_participant).toBe(true);
  await b.goto('/');
  await bellB.expectUnread(0);
  await bellB.open();
  await bellB.panel().getByRole('button', { name: 'Настройки' }).click();
  await expect(bellB.panel().getByRole('switch').first()).not.toBeChecked();
  await ctxA.close();
  await ctxB.close();
});
