// The home page's sections as a visitor finds them: by their headings and links.
import type { Locator, Page } from '@playwright/test';

export class HomePageModel {
  readonly main: Locator;
  constructor(readonly page: Page) {
    this.main = page.locator('main');
  }
  section(name: string | RegExp): Locator {
    return this.main.locator('section').filter({ has: this.page.getByRole('heading', { name, level: 2 }) });
  }
  get slides(): Locator {
    return this.main.getByRole('region', { name: 'Главное' });
  }
  get quizOfTheDay(): Locator {
    return this.main.locator('section').filter({ hasText: 'Тренажер дня' });
  }
  get continueSection(): Locator {
    return this.section('Продолжить');
  }
}
