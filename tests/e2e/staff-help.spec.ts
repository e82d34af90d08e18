// The staff guide ('Справка') on a phone: every staff member finds it among the tabs, it covers the
// area's tasks, fits 375 px without sideways scrolling, and links only to the tabs the reader has.
import { expect, test } from '@playwright/test';
import { makeUser, signInAs, StaffArea } from './page-models/staff-page.ts';

const TOPICS = [
  'Модерация работ',
  'Жалобы на комментарии',
  'Публикация материала или новости',
  'Курс и тренажёр',
  'Конкурс',
  'Роли сотрудников',
];

test('a moderator opens the staff guide at 375 px and it links to their own tabs', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(page.request, makeUser('Модератор', 'moderator'));
  const staff = new StaffArea(page);
  await staff.open();
  await staff.tab('Справка').click();
  await expect(page).toHaveURL(/\/staff\?s=help$/);

  const guide = staff.main.getByRole('article', { name: 'Справка для сотрудников' });
  await expect(guide).toBeVisible();
  for (const topic of TOPICS)
    await expect(guide.getByRole('heading', { name: topic, level: 3, exact: true })).toBeVisible();
  const works = guide.getByRole('region', { name: 'Модерация работ' });
  await expect(works.getByRole('listitem').filter({ hasText: 'Принять выбранные' })).toBeVisible();

  // Nothing wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // A moderator moderates works but does not author courses: a link to the first, none to the second.
  await expect(guide.getByRole('region', { name: 'Курс и тренажёр' }).getByRole('link')).toHaveCount(0);
  await works.getByRole('link', { name: 'Открыть вкладку' }).click();
  await expect(page).toHaveURL(/\/staff\?s=queue$/);
  await expect(staff.tab('Модерация работ')).toHaveAttribute('aria-current', 'page');
});

test('an editor sees the guide tab too', async ({ page }) => {
  await signInAs(page.request, makeUser('Редактор', 'editor'));
  const staff = new StaffArea(page);
  await staff.open('help');
  const guide = staff.main.getByRole('article', { name: 'Справка для сотрудников' });
  await expect(
    guide.getByRole('region', { name: 'Курс и тренажёр' }).getByRole('link', { name: 'Открыть вкладку' }),
  ).toBeVisible();
  await staff.shoot('help');
});
