// Shell extras: the navigation loading bar, the video popup closing on a route change,
// and the PWA prompts ('Доступна новая версия', 'Установить приложение').
import { expect, test } from '@playwright/test';
import { withoutFirstAnswers } from './page-models/first-screen.ts';
import { ShellPage } from './page-models/shell-page.ts';

test.describe('the loading bar on a slowed answer', () => {
  // page.route does not see what the service worker fetches (its network-first route for public
  // answers), so once the worker controls the page the slowed answer would come fast and no bar show.
  test.use({ serviceWorkers: 'block' });

  test('a slow navigation shows the loading bar, which goes away when the page is ready', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.acceptCookiesUpfront();
    await shell.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Наука рядом' })).toBeVisible();
    await page.route('**/api/static-page/path**', async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await shell.header.getByRole('link', { name: 'О проекте' }).click();
    const bar = page.getByRole('progressbar', { name: 'Загрузка страницы' });
    await expect(bar).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'О проекте' })).toBeVisible();
    await expect(bar).toHaveCount(0);
  });
});

test('a fast navigation shows no loading bar', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.acceptCookiesUpfront();
  // The page's timers run on a clock the test moves: the bar's 200 ms delay passes only when the test says so.
  await page.clock.install();
  await shell.goto('/no/such/place');
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.querySelector('.loading-bar')) document.body.dataset.barSeen = 'yes';
    }).observe(document.body, { childList: true, subtree: true });
  });
  // Make the navigation genuinely fast: hovering preloads the home route's code (the router
  // preloads on intent), so the click itself waits for nothing over the network.
  const home = shell.main.getByRole('link', { name: 'На главную' });
  await home.hover();
  await page.waitForLoadState('networkidle');
  await page.clock.pauseAt(Date.now() + 1000);
  await home.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Наука рядом' })).toBeVisible();
  // Past the bar's delay and its fade: a bar still due after the page was drawn would show now.
  await page.clock.runFor(600);
  await expect(page.locator('body')).not.toHaveAttribute('data-bar-seen', 'yes');
  await page.clock.resume();
});

test('the video popup embeds youtube-nocookie and closes when the route changes', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.acceptCookiesUpfront();
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>video</p>' }),
  );
  await shell.goto('/faq');
  await shell.header.getByRole('link', { name: 'Наука рядом' }).click();
  await page.getByRole('button', { name: 'Смотреть видео' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(dialog).toBeHidden();
});

test('the new-version prompt and the install button appear only when the browser says so', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.acceptCookiesUpfront();
  await shell.goto('/');
  // The app is drawn (the server's first screen gone) before the events a real browser sends only later.
  await expect(page.getByRole('heading', { level: 1, name: 'Наука рядом' })).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByText('Доступна новая версия')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Установить приложение' })).toHaveCount(0);
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('pwa-update-available')));
  await expect(page.getByText('Доступна новая версия')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Обновить' })).toBeVisible();
  await page.evaluate(() => {
    const e = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(e);
  });
  const install = shell.footer.getByRole('button', { name: 'Установить приложение' });
  await expect(install).toBeVisible();
  await install.click();
  await expect(install).toHaveCount(0);
});

test('an install offer made while the app is still drawing beneath the first screen shows the button', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.acceptCookiesUpfront();
  // The browser's offer comes once, as soon as the app listens for it and before the app's copy of the page is drawn.
  await page.addInitScript(`(() => {
    const add = window.addEventListener;
    let offered = false;
    window.addEventListener = function (type, ...rest) {
      add.call(this, type, ...rest);
      const root = document.getElementById('root');
      if (type !== 'beforeinstallprompt' || offered || !root || root.childElementCount > 0) return;
      offered = true;
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      setTimeout(() => window.dispatchEvent(offer), 0);
    };
  })();`);
  await shell.goto('/');
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(shell.footer.getByRole('button', { name: 'Установить приложение' })).toBeVisible();
});

test('a screen that cannot load offline says so and retries', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.acceptCookiesUpfront();
  let offline = true;
  // The network goes right after the page came: its app asks for the screen's text, not taking it from the page.
  await withoutFirstAnswers(page);
  await page.route('**/api/static-page/path**', (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  await shell.goto('/rules');
  await expect(page.getByRole('heading', { level: 1, name: 'Нет подключения' })).toBeVisible();
  offline = false;
  await shell.main.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Правила сообщества' })).toBeVisible();
});

test('popups opened by the app:popup event: request limit, text info, outside click', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.acceptCookiesUpfront();
  await shell.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Наука рядом' })).toBeVisible();
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('app:popup', { detail: { kind: 'request-limit', props: {} } })),
  );
  const limit = shell.dialog('Достигнут лимит запросов');
  await expect(limit.getByText('Попробуй еще раз через 24 часа')).toBeVisible();
  await limit.getByRole('button', { name: 'Закрыть' }).last().click();
  await expect(limit).toBeHidden();

  await page.evaluate(() =>
    window.dispatchEvent(
      new CustomEvent('app:popup', {
        detail: { kind: 'text-info', props: { title: 'Как начисляются баллы', text: 'За регистрацию — 350 баллов.' } },
      }),
    ),
  );
  const info = shell.dialog('Как начисляются баллы');
  await expect(info.getByText('За регистрацию — 350 баллов.')).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(info).toBeHidden();
});
