// Events in a real browser: the list by status, the countdown and state labels, the
// registration modal with its Russian errors, a form sent offline that reaches the server
// once when the network returns, and no serious accessibility violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn, SyncPage } from './page-models/sync-page.ts';

const EVENT = 'lekciya-chernye-dyry';

async function serverEvent(request: APIRequestContext) {
  const res = await request.get(`/api/event/slug/${EVENT}`);
  return (await res.json()) as { participants_count: number; is_participant: boolean };
}

test('the list filters by status and the event page shows the countdown', async ({ page }) => {
  await page.goto('/event');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: 'Лекция «Чёрные дыры и гравитационные волны»' })).toBeVisible();
  await main.getByRole('link', { name: 'Отменённые' }).click();
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(main.getByRole('heading', { name: 'Турнир математических боёв' })).toBeVisible();
  await main.getByRole('link', { name: 'Турнир математических боёв' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Мероприятие отменено' })).toBeVisible();

  await page.goto('/event/vebinar-ekologiya-goroda');
  await expect(main.getByText('Мероприятие завершено', { exact: true })).toBeVisible();
  await expect(main.getByText('Онлайн-трансляция')).toBeVisible();

  await page.goto(`/event/${EVENT}`);
  await expect(main.getByRole('timer')).toHaveAttribute('aria-label', /До начала: [45] д\./);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('a guest is asked to sign in before registering', async ({ page }) => {
  await page.goto(`/event/${EVENT}`);
  await page.locator('main').getByRole('button', { name: 'присоединиться' }).click();
  await expect(page.getByRole('dialog', { name: 'Вход' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Заполни форму' })).toHaveCount(0);
});

test('a form sent offline arrives once after the network returns', async ({ context, page }) => {
  await signIn(page.request, 2);
  const before = await serverEvent(page.request);
  const app = new SyncPage(page);
  await page.goto(`/event/${EVENT}`);
  await app.waitForServiceWorker();
  const main = page.locator('main');
  await expect(main.getByRole('timer')).toBeVisible();

  await context.setOffline(true);
  await main.getByRole('button', { name: 'присоединиться' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заполни форму' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'присоединиться' }).click();
  // The signed-in pupil's name is filled in (issue 42): e-mail and class are left to ask.
  await expect(dialog.getByText('Обязательное поле')).toHaveCount(2);
  await dialog.getByLabel('Имя и фамилия *').fill('Аня Петрова');
  await dialog.getByLabel('Электронная почта *').fill('anya@example.org');
  await dialog.getByLabel('Класс *').selectOption('9');
  await dialog.getByRole('button', { name: 'присоединиться' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(main.getByText('Заявка успешно отправлена')).toBeVisible();
  await app.expectPending(1);
  expect((await serverEvent(page.request)).is_participant).toBe(before.is_participant);

  await context.setOffline(false);
  await app.expectPending(0);
  await expect.poll(async () => (await serverEvent(page.request)).is_participant).toBe(true);
  // Nothing is sent twice: a reload and another kick leave the count where it is.
  await page.reload();
  await app.expectPending(0);
  expect((await serverEvent(page.request)).participants_count).toBe(
    before.participants_count + (before.is_participant ? 0 : 1),
  );
});
