// The staff area is a page of its own (web/staff.html): a pupil's first load of the site, service worker
// included, fetches nothing of it; /staff addresses work on reload, inside the area links move without
// reloading it, and signed-out visitors, wrong addresses and the offline case each get a clear answer.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { AuthModal } from './page-models/auth-modal.ts';
import { makeUser, signInAs, StaffArea } from './page-models/staff-page.ts';
import { waitForController } from './page-models/service-worker.ts';

/** Every address the context asks for (the page's and its service worker's), from now on. */
function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (r) => urls.push(new URL(r.url()).pathname));
  return urls;
}

/** What the service worker keeps for offline use (its precache). */
function keptOnDevice(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
}

const isStaffFile = (path: string) => path.includes('staff');

/** A signed-in first visit of `/` until the service worker controls it, with the user menu open. */
async function firstVisitWithMenu(page: Page, context: BrowserContext): Promise<string[]> {
  const requested = recordRequests(context);
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  await page.goto('/');
  await waitForController(page);
  await page.getByRole('button', { name: /Меню пользователя/ }).click();
  await page.waitForLoadState('networkidle');
  return requested;
}

async function expectNothingOfStaff(page: Page, requested: string[]): Promise<void> {
  const kept = await keptOnDevice(page);
  expect(kept.length).toBeGreaterThan(10);
  expect(kept.filter(isStaffFile)).toEqual([]);
  expect(requested.length).toBeGreaterThan(10);
  expect(requested.filter(isStaffFile)).toEqual([]);
}

test("a pupil's first load of the site fetches and keeps nothing of the staff area", async ({ page, context }) => {
  await signInAs(page.request, makeUser('Ученица'));
  const requested = await firstVisitWithMenu(page, context);
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Кабинет сотрудника' })).toHaveCount(0);
  await expectNothingOfStaff(page, requested);
});

test("a staff member's first load fetches nothing of the staff area until they open it", async ({ page, context }) => {
  await signInAs(page.request, makeUser('Модератор', 'moderator'));
  const requested = await firstVisitWithMenu(page, context);
  const link = page.getByRole('link', { name: 'Кабинет сотрудника' });
  await expect(link).toHaveAttribute('href', '/staff');
  await expectNothingOfStaff(page, requested);

  // The link is a full page load of the staff page.
  await link.click();
  const staff = new StaffArea(page);
  await expect(staff.main.getByRole('heading', { name: 'Кабинет сотрудника', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Кабинет сотрудника — Наука рядом');
  expect(requested.some((p) => p.startsWith('/assets/staff/'))).toBe(true);
  // The service worker left the staff page to the network: no pupil shell (its menu) around it.
  await expect(page.getByRole('navigation', { name: 'Основное меню' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'На сайт' })).toBeVisible();
});

test('/staff addresses work on reload; links inside the area do not reload it', async ({ page }) => {
  await signInAs(page.request, makeUser('Редактор', 'editor'));
  const staff = new StaffArea(page);
  await staff.open('content');
  await page.evaluate(() => Object.assign(window, { staffPageMark: 1 }));
  await staff.main.getByRole('link', { name: 'Новый материал' }).click();
  await expect(page).toHaveURL(/\/staff\?s=content&edit=page%3Anew$/);
  await expect(staff.main.getByRole('heading', { name: /^Новый материал/ })).toBeVisible();
  expect(await page.evaluate(() => 'staffPageMark' in window)).toBe(true);

  await page.reload();
  await expect(staff.main.getByRole('heading', { name: /^Новый материал/ })).toBeVisible();
  expect(await page.evaluate(() => 'staffPageMark' in window)).toBe(false);
  await page.goBack();
  await expect(page).toHaveURL(/\/staff\?s=content$/);
  await expect(staff.tab('Материалы и новости')).toHaveAttribute('aria-current', 'page');
  await staff.shoot('entry-content');

  await page.goto('/staff/no-such-screen');
  await expect(staff.main.getByRole('heading', { name: 'Ошибка 404' })).toBeVisible();
  await staff.main.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeVisible();
});

test('signed out, the staff page says to sign in on the site, which opens the sign-in window', async ({ page }) => {
  const staff = new StaffArea(page);
  await staff.open();
  await expect(staff.main).toContainText('Войдите на сайте, чтобы открыть кабинет сотрудника.');
  await staff.shoot('entry-signed-out');
  await staff.main.getByRole('link', { name: 'Войти' }).click();
  await expect(new AuthModal(page).dialog('Вход')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('offline, the service worker does not answer /staff with the pupil site', async ({ page, context }) => {
  await page.goto('/');
  await waitForController(page);
  await context.setOffline(true);
  try {
    await expect(page.goto('/staff')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
    // The site itself still opens from the device (in a new tab: this one shows the browser's error page).
    const site = await context.newPage();
    await site.goto('/');
    await expect(site.getByRole('navigation', { name: 'Основное меню' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
