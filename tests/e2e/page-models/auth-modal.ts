// Page model of the auth modal (login, register, code, recovery, onboarding frames) and the
// outbox reader: in tests the server writes every code as a JSON line to
// $E2E_DATA_DIR/outbox.jsonl, which is where a real pupil's phone would get the call.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

interface OutboxLine {
  login: string;
  channel: string;
  code: string;
}

function outboxLines(dataDir?: string): OutboxLine[] {
  const dir = dataDir ?? process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  let text = '';
  try {
    text = readFileSync(join(dir, 'outbox.jsonl'), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((l): OutboxLine => JSON.parse(l));
}

/** How many codes `login` ('7' + 10 digits) has been sent so far. */
function codesSent(login: string, dataDir?: string): number {
  return outboxLines(dataDir).filter((l) => l.login === login).length;
}

/** Waits for code number `n` (1-based) sent to `login` (by the shared server, or the one of `dataDir`). */
export async function waitForCode(login: string, n: number, dataDir?: string): Promise<OutboxLine> {
  await expect.poll(() => codesSent(login, dataDir), { message: `code #${n} for ${login}` }).toBeGreaterThanOrEqual(n);
  const line = outboxLines(dataDir).filter((l) => l.login === login)[n - 1];
  if (!line) throw new Error('code vanished');
  return line;
}

/** A fresh phone number for one test: ten national digits starting with 9. */
export function freshPhone(): string {
  return `9${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
}

export class AuthModal {
  constructor(readonly page: Page) {}

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  get any(): Locator {
    return this.page.locator('.auth').locator('xpath=ancestor::*[@role="dialog"]');
  }

  async acceptCookies(): Promise<void> {
    await this.page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  }

  async openLogin(): Promise<Locator> {
    await this.page.getByRole('banner').getByRole('link', { name: 'Войти' }).click();
    const d = this.dialog('Вход');
    await expect(d).toBeVisible();
    return d;
  }

  async openRegister(): Promise<Locator> {
    await this.page.goto('/?auth');
    const d = this.dialog('Регистрация');
    await expect(d).toBeVisible();
    return d;
  }

  async fillRegister(d: Locator, national: string, password: string, confirm = password, agree = true): Promise<void> {
    await d.getByLabel('Телефон').pressSequentially(national);
    await d.getByLabel('Пароль', { exact: true }).fill(password);
    await d.getByLabel('Повтори пароль').fill(confirm);
    if (agree) await d.getByRole('checkbox').check();
  }

  async typeCode(d: Locator, code: string): Promise<void> {
    await d.getByRole('textbox', { name: 'Цифра 1' }).pressSequentially(code);
  }

  /** Registers a fresh phone up to the 'Расскажи о себе' step (its code typed); answers the phone's national part. */
  async registerFreshPhone(password = 'secret-pass1'): Promise<string> {
    const register = await this.openRegister();
    const national = freshPhone();
    await this.fillRegister(register, national, password);
    await register.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await this.typeCode(this.dialog('Подтверждение номера'), (await waitForCode(`7${national}`, 1)).code);
    return national;
  }

  async login(loginText: string, password: string): Promise<void> {
    const d = await this.openLogin();
    await d.getByLabel('Телефон или e-mail').pressSequentially(loginText);
    await d.getByLabel('Пароль', { exact: true }).fill(password);
    await d.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(d).toBeHidden();
  }

  /** The header's user menu button once signed in. */
  userMenu(name: string): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: `Меню пользователя: ${name}` });
  }

  async logout(name: string): Promise<void> {
    await this.userMenu(name).click();
    await this.page.getByRole('banner').getByRole('button', { name: 'Выйти' }).click();
    await expect(this.page.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible();
  }
}
