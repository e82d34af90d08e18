// The edit pen ('edit mode' of the spec): an editor sees it on material cards and on the material's
// page, and it opens the staff editor with that material; a pupil sees no pen anywhere.
import { expect, test, type Page } from '@playwright/test';
import { makeUser, signInAs } from './page-models/staff-page.ts';
import { SocialPage } from './page-models/social-page.ts';
import { signIn, SyncPage } from './page-models/sync-page.ts';

const PEN = 'Редактировать';
const MATERIAL = 'tablica-mendeleeva-istoriya';

async function shoot(page: Page, name: string) {
  for (const [suffix, width] of [
    ['desktop', 1280],
    ['375', 375],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/edit-pen-${name}-${suffix}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an editor opens a material in the staff editor from its card and from its page', async ({ page }) => {
  await signInAs(page.request, makeUser('Редактор', 'editor'));
  const sync = new SyncPage(page);
  await sync.gotoCatalog();
  const card = sync
    .cards()
    .filter({ has: page.getByRole('button', { name: 'Добавить в коллекцию' }) })
    .first();
  const title = await sync.cardTitle(card);
  await expect(card.getByRole('link', { name: PEN })).toBeVisible();
  await shoot(page, 'catalog');
  await card.getByRole('link', { name: PEN }).click();
  await expect(page).toHaveURL(/\/staff\?.*edit=page%3A\d+/);
  const editor = page.getByRole('main');
  await expect(editor.getByRole('heading', { name: /^Материал/ })).toBeVisible();
  await expect(editor.getByLabel('Заголовок', { exact: false }).first()).toHaveValue(title);

  const social = new SocialPage(page);
  await social.open(`/post/${MATERIAL}`);
  const material = await (await page.request.get(`/api/page/slug/${MATERIAL}`)).json();
  await shoot(page, 'material');
  // The first pen is the material's own (the related cards below carry theirs).
  await page.getByRole('main').getByRole('link', { name: PEN }).first().click();
  await expect(page).toHaveURL(new RegExp(`edit=page%3A${material.id}(&|$)`));
  await expect(editor.getByLabel('Заголовок', { exact: false }).first()).toHaveValue(material.title);
});

test('a pupil sees no edit pen on cards or on a material', async ({ page }) => {
  await signIn(page.request, 1);
  const sync = new SyncPage(page);
  await sync.gotoCatalog();
  // Signed in (the user menu is there), and still no pen.
  await expect(page.getByRole('button', { name: /^Меню пользователя/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: PEN })).toHaveCount(0);
  await new SocialPage(page).open(`/post/${MATERIAL}`);
  await expect(page.getByRole('main').getByLabel('Твой комментарий')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: PEN })).toHaveCount(0);
});
