// Page model of the search screen, found by role and accessible name.
import type { Locator, Page } from '@playwright/test';

export class SearchPage {
  readonly main: Locator;
  readonly cards: Locator;
  readonly box: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.cards = this.main.getByRole('article');
    this.box = this.main.getByRole('searchbox', { name: 'Поисковый запрос' });
  }

  async open(query?: string): Promise<void> {
    await this.page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
    await this.page.goto(query === undefined ? '/search' : `/search?query=${encodeURIComponent(query)}`);
  }

  async search(text: string): Promise<void> {
    await this.box.fill(text);
    await this.main.getByRole('button', { name: 'Найти' }).click();
  }

  kindTab(label: string): Locator {
    return this.main.getByRole('group', { name: 'Что искать' }).getByRole('button', { name: new RegExp(`^${label}`) });
  }
}
