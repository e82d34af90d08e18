// The floating chat-bot button at 375 px: it never sits over a form's fields, a primary or submit
// button, a player or a course step's lock (it steps aside while one is under it and comes back
// after), and its teaser does not pop up offline, where the bot cannot be reached. Its panel ('Помощник') answers
// from the site's FAQ, offline from the device's copy.
import { expect, test, type Page } from '@playwright/test';
import { waitForController } from './page-models/service-worker.ts';
import { ShellPage } from './page-models/shell-page.ts';
import { makeUser, signInAs } from './page-models/staff-page.ts';
import { takePart as takeSpecialPart } from './page-models/special-contest-page.ts';
import { WorkUploadPage } from './page-models/work-upload-page.ts';

test.use({ viewport: { width: 375, height: 740 } });

/**
 * Scrolls the page top to bottom; at each stop waits until the chat button is either hidden or
 * clear of every control it must not cover. Says how many stops showed it and how many hid it.
 */
async function scanChat(page: Page): Promise<{ shown: number; hidden: number }> {
  const chat = page.getByRole('button', { name: 'Чат-бот', includeHidden: true });
  await expect(chat).toBeAttached(); // loaded after the first screen; possibly hidden already
  const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  let shown = 0;
  let hidden = 0;
  // Stops closer than a lock row is tall (about 90 px), so a lock passes under the button at one of them at least.
  for (let y = 0; y <= height + 75; y += 75) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const button = document.querySelector('button[aria-label="Чат-бот"]')!;
          if (getComputedStyle(button).visibility === 'hidden') return null;
          const b = button.getBoundingClientRect();
          const avoid =
            'input, select, textarea, button[type=submit], .button--primary, video, [data-player], .course-step__lock';
          const under = [...document.querySelectorAll(avoid)].find((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
          });
          return under ? under.outerHTML.slice(0, 80) : null;
        }),
      )
      .toBeNull();
    if (await chat.isVisible()) shown++;
    else hidden++;
  }
  return { shown, hidden };
}

test("the chat button stays off the special contest's upload form and 'Отправить работу'", async ({ page }) => {
  await signInAs(page.request, makeUser('Чат'));
  await takeSpecialPart(page.request, 1);
  await new WorkUploadPage(page).open('/contests/special/work');
  const { shown, hidden } = await scanChat(page);
  expect(shown).toBeGreaterThan(0);
  expect(hidden).toBeGreaterThan(0);
});

test("the chat button stays off a course's step locks", async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.acceptCookiesUpfront();
  await shell.goto('/course/7');
  await expect(page.locator('.course-step__lock').first()).toBeAttached();
  // The first screen at 375 px ends with a locked step's lock right where the button would sit.
  const { shown, hidden } = await scanChat(page);
  expect(shown).toBeGreaterThan(0);
  expect(hidden).toBeGreaterThan(0);
});

test('the chat teaser does not pop up offline, and does by the footer once back online', async ({ page, context }) => {
  const shell = new ShellPage(page);
  await shell.acceptCookiesUpfront();
  await shell.goto('/');
  const tip = page.getByText('Есть вопрос? Спроси нашего чат-бота');
  await expect(page.getByRole('button', { name: 'Чат-бот' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Чат-бот' })).toBeVisible();
  await expect(tip).toBeHidden();
  await context.setOffline(false);
  await expect(tip).toBeVisible();
});

test("the helper answers from the site's FAQ, offline from the device's copy, and keeps the bots and 'Написать нам'", async ({
  page,
  context,
}) => {
  const shell = new ShellPage(page);
  await shell.acceptCookiesUpfront();
  await shell.goto('/');
  const chat = page.getByRole('button', { name: 'Чат-бот' });
  const helper = page.getByRole('dialog', { name: 'Помощник' });
  const search = helper.getByRole('searchbox', { name: 'Найди ответ' });
  await chat.click();
  await expect(search).toBeFocused();
  await expect(helper.getByRole('link', { name: 'Спросить в Telegram' })).toBeVisible();
  await expect(helper.getByRole('link', { name: 'Спросить во ВКонтакте' })).toBeVisible();
  await search.fill('баллы');
  await expect(helper.getByRole('button', { name: 'За что начисляются баллы?' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(helper.getByText('350 баллов')).toBeVisible();
  await expect(helper.getByRole('button', { name: 'Курсы платные?' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(helper).toBeHidden();
  await expect(chat).toBeFocused();

  // Offline after a reload: what is shown is the device's copy, not the answer still in memory.
  await waitForController(page, { register: true });
  await context.setOffline(true);
  await page.reload();
  await chat.click();
  await expect(helper.getByText('Нет подключения: это ответы, сохранённые на устройстве.')).toBeVisible();
  await search.fill('значки');
  await expect(helper.getByText('Значки — это награды за достижения', { exact: false })).toBeVisible();
  await helper.getByRole('button', { name: 'Написать нам' }).click();
  await expect(helper).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Написать нам' })).toBeVisible();
});

// The service worker keeps public answers too: when it asked for the FAQ first, offline it answers from its copy
// and the page sees no failure. The helper still says the answers are saved ones (CI found it silent).
test("offline, the helper says its answers are saved ones when the service worker's copy answered", async ({
  page,
  context,
}) => {
  const shell = new ShellPage(page);
  await shell.acceptCookiesUpfront();
  await shell.goto('/');
  await waitForController(page, { register: true });
  const chat = page.getByRole('button', { name: 'Чат-бот' });
  const helper = page.getByRole('dialog', { name: 'Помощник' });
  const asked = page.waitForResponse((r) => r.url().includes('/api/faq/') && r.fromServiceWorker());
  await chat.click();
  await asked;
  await expect(helper.getByRole('button', { name: 'Курсы платные?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await context.setOffline(true);
  await page.reload();
  await chat.click();
  await expect(helper.getByRole('button', { name: 'Курсы платные?' })).toBeVisible();
  await expect(helper.getByText('Нет подключения: это ответы, сохранённые на устройстве.')).toBeVisible();
  await page.screenshot({ path: 'test-results/faq-helper-offline-375.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(helper.getByText('Нет подключения: это ответы, сохранённые на устройстве.')).toBeInViewport();
  await page.screenshot({ path: 'test-results/faq-helper-offline-1280.png' });
});
