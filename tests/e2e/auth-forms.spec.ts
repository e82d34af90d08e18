// The register form's messages (spec sections 5 and 8), each shown for its bad input; a wrong
// code; and the request-limit popup after the fifth code request (calls 1-3, SMS 4th).
import { expect, test } from '@playwright/test';
import { AuthModal, freshPhone, waitForCode } from './page-models/auth-modal.ts';

test('every message of the register form appears for its bad input', async ({ page }) => {
  const auth = new AuthModal(page);
  await auth.acceptCookies();
  const d = await auth.openRegister();
  const submit = d.getByRole('button', { name: 'Зарегистрироваться' });
  await submit.click();
  await expect(d.getByText('Обязательное поле')).toHaveCount(3);
  await expect(d.getByText('Прими соглашение')).toBeVisible();

  const phone = d.getByLabel('Телефон');
  const password = d.getByLabel('Пароль', { exact: true });
  const confirm = d.getByLabel('Повтори пароль');
  await phone.pressSequentially('99912');
  await password.pressSequentially('пароль');
  await expect(password).toHaveValue('');
  await password.fill('123456');
  await confirm.fill('1234567');
  await d.getByRole('checkbox').check();
  await submit.click();
  await expect(d.getByText('Некорректный номер телефона')).toBeVisible();
  await expect(d.getByText('Минимальная длина 7 символов')).toBeVisible();
  await expect(d.getByText('Пароль не совпадает')).toBeVisible();
  await expect(d.getByText('Прими соглашение')).toHaveCount(0);
  // The mask keeps at most ten digits after +7.
  await phone.fill('');
  await phone.pressSequentially('99900000011234');
  await expect(phone).toHaveValue('+7 (999) 000-00-01');
  await password.fill('1234567');
  await confirm.fill('1234567');
  await submit.click();
  await expect(d.getByText('Номер телефона уже используется')).toBeVisible();

  // A wrong code.
  const national = freshPhone();
  await phone.fill('');
  await phone.pressSequentially(national);
  await submit.click();
  const code = auth.dialog('Подтверждение номера');
  const sent = await waitForCode(`7${national}`, 1);
  const wrong = sent.code === '1111' ? '2222' : '1111';
  await auth.typeCode(code, wrong);
  await expect(code.getByText('Попробуй ввести ещё раз или запроси повторно.')).toBeVisible();
  await expect(code.getByRole('textbox', { name: 'Цифра 1' })).toHaveValue('');
  // Backspace clears the whole code; letters are not taken.
  await code.getByRole('textbox', { name: 'Цифра 1' }).pressSequentially('1a2');
  await expect(code.getByRole('textbox', { name: 'Цифра 2' })).toHaveValue('2');
  await page.keyboard.press('Backspace');
  for (const n of [1, 2, 3, 4]) await expect(code.getByRole('textbox', { name: `Цифра ${n}` })).toHaveValue('');
});

test('codes go by call three times, then by SMS, and the fifth request shows the limit popup', async ({ page }) => {
  const auth = new AuthModal(page);
  await auth.acceptCookies();
  const d = await auth.openRegister();
  const national = freshPhone();
  await auth.fillRegister(d, national, 'secret-pass1');
  await d.getByRole('button', { name: 'Зарегистрироваться' }).click();
  const code = auth.dialog('Подтверждение номера');
  await expect(code.getByText(/поступит звонок/)).toBeVisible();
  const resend = code.getByRole('button', { name: 'Отправить код ещё раз' });
  for (let n = 2; n <= 4; n += 1) {
    // The e2e server's cooldown is 2 s; the countdown shows, then the resend button.
    await expect(code.getByText(/Запросить код повторно можно через/)).toBeVisible();
    await resend.click({ timeout: 10_000 });
    const sent = await waitForCode(`7${national}`, n);
    expect(sent.channel).toBe(n <= 3 ? 'flash_call' : 'sms');
  }
  await expect(code.getByText(/Мы отправили SMS с кодом/)).toBeVisible();
  await resend.click({ timeout: 10_000 });
  const limit = page.getByRole('dialog', { name: 'Достигнут лимит запросов' });
  await expect(limit).toBeVisible();
  await expect(limit.getByText('Попробуй еще раз через 24 часа')).toBeVisible();
  await expect(code).toBeHidden();
  await limit.getByRole('button', { name: 'Закрыть', exact: true }).last().click();
  await expect(limit).toBeHidden();
});
