// Issue 43: a tap on a button of the server's first screen made before the app's scripts run is not lost: the
// button shows it was taken, and once the app has drawn its copy the same control of the app is clicked once; a
// control the app's copy does not have is never replaced by another.
import { expect, test, type Page } from '@playwright/test';
import { appClicks, appTookOver, holdScripts, recordAppClicks } from './page-models/first-screen.ts';
import { makeUser, signInAs } from './page-models/staff-page.ts';
import { contestId, takePart } from './page-models/work-upload-page.ts';

/** Opens `path` with the app's scripts held back; the boot script (not held) has run once it answers. */
async function openBeforeScripts(page: Page, path: string): Promise<() => void> {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  await recordAppClicks(page);
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root')).toBeEmpty();
  return release;
}

const serverMain = (page: Page) => page.locator('#first-screen').getByRole('main');

test("'Участвовать' tapped before the scripts opens the application form once the app runs", async ({ page }) => {
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  await signInAs(page.request, makeUser('Тапова'));
  const id = await contestId(page.request, 'Юный исследователь');
  const release = await openBeforeScripts(page, `/contests/${id}`);
  const participate = serverMain(page).getByRole('button', { name: 'Участвовать' });
  await participate.click();
  // The tap is taken: the button is busy, the app is on its way.
  await expect(participate).toHaveAttribute('aria-busy', 'true');
  await page.screenshot({ path: 'test-results/first-screen-tap-375.png' });
  // The bundle 'on a slow network' arrives a while after the tap.
  await page.waitForTimeout(1500);
  release();
  const dialog = page.getByRole('dialog', { name: 'Заявка на участие' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await appTookOver(page);
  await expect(dialog).toHaveCount(1);
  expect(await appClicks(page)).toEqual(['Участвовать']);
  expect(errors).toEqual([]);
});

test("'Сохранить офлайн' pressed with the keyboard before the scripts saves the post once the app runs", async ({
  page,
}) => {
  const release = await openBeforeScripts(page, '/post/fotosintez');
  const save = serverMain(page).getByRole('button', { name: 'Сохранить офлайн' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(save).toHaveAttribute('aria-busy', 'true');
  release();
  const saved = page.getByRole('main').getByRole('status').filter({ hasText: 'Сохранено на устройстве' });
  await expect(saved).toBeVisible({ timeout: 15_000 });
  expect(await appClicks(page)).toEqual(['Сохранить офлайн']);
});

test('a tap on a control the app does not draw does nothing', async ({ page }) => {
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  // The server draws the contest as a guest sees it ('Участвовать'); the app, for a participant, does not.
  await signInAs(page.request, makeUser('Участникова'));
  const id = await contestId(page.request, 'Юный исследователь');
  await takePart(page.request, id);
  const release = await openBeforeScripts(page, `/contests/${id}`);
  const participate = serverMain(page).getByRole('button', { name: 'Участвовать' });
  await participate.click();
  await expect(participate).toHaveAttribute('aria-busy', 'true');
  release();
  await appTookOver(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Условия конкурса' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Участвовать' })).toHaveCount(0);
  // Long enough for a late match to be clicked, were one made.
  await page.waitForTimeout(1000);
  expect(await appClicks(page)).toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/contests/${id}$`));
  expect(errors).toEqual([]);
});

test('words typed into a search field before the scripts, then «Найти», search once the app runs', async ({ page }) => {
  const release = await openBeforeScripts(page, '/community');
  const search = serverMain(page).getByRole('searchbox', { name: 'Поиск сообществ' });
  await search.fill('олимпиад');
  await serverMain(page).getByRole('button', { name: 'Найти' }).click();
  // The form's submission does not reload the page and lose the words.
  await expect(page).toHaveURL(/\/community$/);
  release();
  await expect(page).toHaveURL(/search=/, { timeout: 15_000 });
  await appTookOver(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('searchbox', { name: 'Поиск сообществ' })).toHaveValue('олимпиад');
  await expect(main.getByRole('link', { name: /Олимпиадная группа по физике/ })).toBeVisible();
  await expect(main.getByRole('link', { name: /Юные исследователи/ })).toHaveCount(0);
});

test('words typed into a search field before the scripts stay in it once the app runs', async ({ page }) => {
  const release = await openBeforeScripts(page, '/community');
  await serverMain(page).getByRole('searchbox', { name: 'Поиск сообществ' }).fill('робот');
  release();
  await appTookOver(page);
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'Поиск сообществ' })).toHaveValue('робот');
  await expect(page).toHaveURL(/\/community$/);
});

test("'Войти' tapped before the scripts opens the login with the focus in its first field", async ({ page }) => {
  const release = await openBeforeScripts(page, '/');
  await page.locator('#first-screen').getByRole('banner').getByRole('link', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/auth=login/);
  release();
  const login = page.getByRole('dialog', { name: 'Вход' });
  await expect(login).toBeVisible({ timeout: 15_000 });
  // Opened beneath the server's copy (a busy machine can get there first), the dialog takes the focus once seen.
  await expect(login.getByLabel('Телефон или e-mail')).toBeFocused();
  await appTookOver(page);
  await page.keyboard.type('pupil@example.ru');
  await expect(login.getByLabel('Телефон или e-mail')).toHaveValue('pupil@example.ru');
});
