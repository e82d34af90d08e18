// Page model of the work upload screen (/contests/work?contest=N): the video field with its state,
// the form's fields, and the works kept on the device.
import type { Locator, Page } from '@playwright/test';

export class WorkUploadPage {
  readonly heading: Locator;
  readonly send: Locator;
  readonly kept: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Загрузка работы' });
    this.send = page.getByRole('button', { name: 'Отправить работу' });
    this.kept = page.getByRole('region', { name: 'Сохранено на устройстве' });
  }

  /** Opens the form with the cookies notice already accepted (it would cover the send button). */
  async goto(contestId: number): Promise<void> {
    await this.page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
    await this.page.goto(`/contests/work?contest=${contestId}`);
    await this.heading.waitFor();
  }

  video(minutes: 3 | 5): Locator {
    return this.page.getByLabel(new RegExp(`Видео \\(до ${minutes} минут`));
  }

  async fill(name: string, description: string, nomination: { label: string } | { index: number }): Promise<void> {
    await this.page.getByLabel('Название').fill(name);
    await this.page.getByLabel('Описание').fill(description);
    await this.page.getByRole('combobox', { name: 'Номинация' }).selectOption(nomination);
  }
}
