// Issue 42, item 2: every school age and every adult may register (7 to 100); a pupil under 14 gives a
// parent's consent (checkbox, the parent's name and contact), kept with the account and shown to staff.
import { expect, test } from '@playwright/test';
import { AuthModal } from './page-models/auth-modal.ts';
import { makeUser, signInAs, StaffArea } from './page-models/staff-page.ts';

test.use({ viewport: { width: 375, height: 800 } });

test('a pupil of 11 registers with a parent consent; staff see it in the users screen', async ({ page, browser }) => {
  const auth = new AuthModal(page);
  await auth.acceptCookies();
  const national = await auth.registerFreshPhone();

  const info = auth.dialog('Расскажи о себе');
  const birthday = info.getByLabel('Дата рождения');
  await expect(birthday).toHaveAccessibleDescription(/от 7 до 100 лет/);
  const lastName = `Котов${Date.now() % 100000}`;
  await info.getByLabel('Имя').fill('Тимофей');
  await info.getByLabel('Фамилия').fill(lastName);
  await info.getByLabel('Кто ты').selectOption({ label: 'Школьник' });
  // A born-2015 pupil (11, 5th grade) was refused before; now the consent block appears instead.
  await expect(info.getByRole('group', { name: 'Согласие родителя' })).toHaveCount(0);
  await birthday.pressSequentially('01032015');
  const consent = info.getByRole('group', { name: 'Согласие родителя' });
  await expect(consent).toBeVisible();
  await info.getByRole('button', { name: 'Далее' }).click();
  await expect(info.getByText('Участнику младше 14 лет нужно согласие родителя')).toBeVisible();
  await expect(info.getByText(/Возраст участника/)).toHaveCount(0);
  await info.screenshot({ path: 'test-results/account-age-consent-375.png' });
  await consent.getByRole('checkbox').check();
  await info.getByRole('button', { name: 'Далее' }).click();
  await expect(info.getByText('Укажи имя родителя')).toBeVisible();
  await consent.getByLabel('Имя родителя').fill('Ольга Котова');
  await consent.getByLabel('Телефон или e-mail родителя').fill('olga@example.org');
  await info.getByRole('button', { name: 'Далее' }).click();

  await expect(info.getByText('Шаг 2 из 3: Интересы')).toBeVisible();
  for (const name of ['Физика', 'Химия', 'Биология']) await info.getByRole('button', { name, exact: true }).click();
  await info.getByRole('button', { name: 'Далее' }).click();
  await info.getByRole('button', { name: 'Готово' }).click();
  await expect(page).toHaveURL(/\/profile\?edit=true$/);
  await expect(page.getByLabel('Дата рождения')).toHaveValue('01.03.2015');
  await expect(page.getByLabel('Имя родителя')).toHaveValue('Ольга Котова');

  // Staff see the consent beside the account.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staffPage = await staffContext.newPage();
  await signInAs(staffPage.request, makeUser('Админ', 'admin'));
  const staff = new StaffArea(staffPage);
  await staff.open('users');
  await staff.main.getByLabel('Имя, логин или номер').fill(`7${national}`);
  await staff.main.getByRole('button', { name: 'Найти' }).click();
  await expect(staff.card(lastName)).toContainText('Согласие родителя: Ольга Котова, olga@example.org');
  await staffPage.screenshot({ path: 'test-results/account-age-staff-1280.png', fullPage: true });
  await staffContext.close();
});

test('a teacher of 60 is accepted; an age of 5 is refused with the range', async ({ page }) => {
  const auth = new AuthModal(page);
  await auth.acceptCookies();
  await auth.registerFreshPhone();
  const info = auth.dialog('Расскажи о себе');
  await info.getByLabel('Имя').fill('Галина');
  await info.getByLabel('Фамилия').fill('Сергеевна');
  await info.getByLabel('Кто ты').selectOption({ label: 'Школьник' });
  const year = new Date().getFullYear();
  await info.getByLabel('Дата рождения').pressSequentially(`0101${year - 5}`);
  await info.getByRole('button', { name: 'Далее' }).click();
  await expect(info.getByText('Возраст участника — от 7 до 100 лет')).toBeVisible();
  await info.getByLabel('Дата рождения').fill('');
  await info.getByLabel('Дата рождения').pressSequentially(`0101${year - 60}`);
  await expect(info.getByRole('group', { name: 'Согласие родителя' })).toHaveCount(0);
  await info.getByRole('button', { name: 'Далее' }).click();
  await expect(info.getByText('Шаг 2 из 3: Интересы')).toBeVisible();
});
