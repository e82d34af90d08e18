// A network that lets nothing through while the browser says online (a school wifi with no way out): the app says
// 'Нет подключения' as soon as a request fails, asks the server with growing pauses, and stops saying it once the
// server answers again, with no 'online' event to tell it (web/lib/reachability.ts).
import { expect, test } from '@playwright/test';
import { ShellPage } from './page-models/shell-page.ts';

const OFFLINE_TEXT = 'Нет подключения. Показываем сохранённое на устройстве';

test.use({ serviceWorkers: 'block' });

test('the browser says online but nothing gets through: the app says so, and stops when the server answers', async ({
  page,
  context,
}) => {
  const shell = new ShellPage(page);
  await shell.acceptCookiesUpfront();
  await shell.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Наука рядом' })).toBeVisible();
  const pill = page.locator('header').getByText(OFFLINE_TEXT);
  await expect(pill).toHaveCount(0);

  const probes: number[] = [];
  await context.route('**/api/**', (route) => {
    if (new URL(route.request().url()).pathname === '/api/health') probes.push(Date.now());
    return route.abort('internetdisconnected');
  });
  await shell.header.getByRole('link', { name: 'Новости' }).click();
  await expect(pill).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  // The server is asked again on its own, a few seconds apart, not in a tight loop.
  await expect.poll(() => probes.length, { timeout: 12_000 }).toBeGreaterThanOrEqual(2);
  expect(probes[1]! - probes[0]!).toBeGreaterThanOrEqual(3_000);

  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await expect(pill).toHaveCount(0, { timeout: 25_000 });
  // Back without an 'online' event, the screen that waited for the network loads its list.
  await expect(page.locator('#root .content-card').first()).toBeVisible();
});
