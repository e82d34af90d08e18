// Issue 42, item 15: a signed-in pupil's event registration is filled with their name and phone, and
// the class can be any from 1 to 11.
import { expect, test } from '@playwright/test';
import { signIn } from './page-models/sync-page.ts';

test.use({ viewport: { width: 375, height: 800 } });

test('the registration form is prefilled with the name and phone; classes 1 to 11', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  await signIn(page.request, 1);
  await page.goto('/event/lekciya-chernye-dyry');
  await page.getByRole('main').getByRole('button', { name: 'Присоединиться', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Заполни форму' });
  await expect(dialog.getByLabel('Имя и фамилия *')).toHaveValue('Алиса Иванова');
  await expect(dialog.getByLabel('Телефон')).toHaveValue('+79990000001');
  const grades = await dialog.getByLabel('Класс *').locator('option').allTextContents();
  for (const g of ['1', '5', '11']) expect(grades).toContain(g);
  await dialog.screenshot({ path: 'test-results/event-prefill-375.png' });
});
