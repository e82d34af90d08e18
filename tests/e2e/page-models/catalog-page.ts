// Page model of the catalogue and the post screen, found by role and accessible name.
import type { Locator, Page } from '@playwright/test';
import { waitForController } from './service-worker.ts';

export class CatalogPage {
  readonly main: Locator;
  readonly cards: Locator;
  readonly count: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.cards = this.main.getByRole('article');
    this.count = this.main.getByText(/^\d+\s(материал|материала|материалов)$/);
  }

  /** `waitUntil: 'commit'` when the page's scripts are held back (its load event waits for them). */
  async open(path = '/catalog', waitUntil: 'load' | 'commit' = 'load'): Promise<void> {
    await this.page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
    await this.page.goto(path, { waitUntil });
  }

  typeChip(label: string): Locator {
    return this.main.getByRole('group', { name: 'Формат' }).getByRole('button', { name: label });
  }

  cardsWithCaption(caption: string): Locator {
    return this.cards.filter({ hasText: caption });
  }

  /** Waits until the service worker is active and controls this page. */
  async waitForServiceWorker(): Promise<void> {
    await waitForController(this.page);
  }
}
