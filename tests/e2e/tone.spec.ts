// Issue 42, item 13: one voice for pupils ('ты', docs/tone.md), 'Тренажёры' with its 'ё', a capitalised
// button whatever an editor typed, and the footer's year from the clock.
import { expect, test } from '@playwright/test';
import { appTookOver } from './page-models/first-screen.ts';
import { makeUser, signInAs } from './page-models/staff-page.ts';

test.use({ viewport: { width: 375, height: 740 } });

test('the menu says Тренажёры, the footer this year, an event button starts with a capital', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  await page.goto('/');
  await appTookOver(page);
  await page.getByRole('button', { name: 'Меню', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Меню' });
  await expect(menu.getByRole('link', { name: 'Тренажёры', exact: true })).toBeVisible();
  await expect(menu.getByText('Тренажеры', { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('contentinfo').getByText(`© 2020-${new Date().getFullYear()}`)).toBeVisible();

  // An editor may type 'присоединиться': the button shows it capitalised.
  await page.goto('/event/lekciya-chernye-dyry');
  const join = page.getByRole('main').getByRole('button', { name: 'Присоединиться', exact: true });
  await expect(join).toBeVisible();
  await join.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/tone-event-375.png' });
});

test('a like asks "Расскажи подробнее" in the pupil voice', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  // A new reader, so the like is theirs to add (not one the demo seeded).
  await signInAs(page.request, makeUser('Читатель'));
  await page.goto('/post/kak-rabotaet-radouga');
  const like = page.getByRole('button', { name: /^Нравится: \d+$/ }).first();
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  const popup = page.getByRole('dialog', { name: 'Спасибо! Что понравилось?' });
  await expect(popup.getByLabel('Расскажи подробнее')).toBeVisible();
  await expect(popup.getByText(/Расскажите|Вы |Ваш/)).toHaveCount(0);
});
