// Page model of the shared shell: header, footer, cookie notice, popups and the feedback
// form, all found by role and accessible name.
import type { Locator, Page } from '@playwright/test';

export class ShellPage {
  readonly header: Locator;
  readonly footer: Locator;
  readonly main: Locator;
  readonly cookies: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.footer = page.getByRole('contentinfo');
    this.main = page.getByRole('main');
    this.cookies = page.getByRole('dialog', { name: 'Мы используем cookies' });
  }

  /** Marks the cookie notice as accepted before any page script runs. */
  async acceptCookiesUpfront(): Promise<void> {
    await this.page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  }

  /** Opens a page and waits until the app runs it (drawn into #root, the server's first screen gone). */
  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await this.page.waitForFunction(
      () => !!document.getElementById('root')?.childElementCount && !document.getElementById('first-screen'),
      undefined,
      { timeout: 15_000 },
    );
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  writeToUsButton(): Locator {
    return this.footer.getByRole('button', { name: 'Написать нам' });
  }

  async openQuestions(): Promise<FeedbackFormModel> {
    await this.writeToUsButton().click();
    const dialog = this.dialog('Написать нам');
    return new FeedbackFormModel(dialog);
  }
}

export class FeedbackFormModel {
  constructor(readonly root: Locator) {}

  submit(): Locator {
    return this.root.getByRole('button', { name: 'Отправить' });
  }

  errors(): Locator {
    return this.root.getByText('Поле обязательно');
  }

  async fillValid(): Promise<void> {
    await this.root.getByLabel('Имя').fill('Аня Петрова');
    await this.root.getByLabel('E-mail').fill('anya@example.org');
    await this.root.getByLabel('Тема').selectOption({ index: 1 });
    await this.root.getByLabel('Текст сообщения').fill('Подскажите, когда начнётся новый курс по астрономии?');
  }
}
