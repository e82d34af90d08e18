// Page model of the error screen ('Ошибка {code}', message, 'На главную').
import type { Locator, Page } from '@playwright/test';

export class ErrorPage {
  readonly title: Locator;
  readonly homeLink: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 1, name: /^Ошибка \d+$/ });
    this.homeLink = page.getByRole('main').getByRole('link', { name: 'На главную' });
  }

  message(text: string): Locator {
    return this.page.getByRole('main').getByText(text);
  }
}
