// Page model of the work upload screen (/contests/work?contest=N): the video field with its state,
// the form's fields, and the works kept on the device.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

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
    await this.open(`/contests/work?contest=${contestId}`);
  }

  /**
   * Opens an upload form at `path` and waits for the video checker's worker script, which the form
   * starts at once: a test that then cuts the network (before the service worker holds it) still
   * has the checker, as a pupil who opened the form has.
   */
  async open(path: string): Promise<void> {
    await this.page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
    const checker = this.page.waitForResponse((r) => r.url().includes('video-check.worker'));
    await this.page.goto(path);
    await this.heading.waitFor();
    await checker;
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

/** The id of the contest titled `title` in the seeded catalogue. */
export async function contestId(request: APIRequestContext, title: string): Promise<number> {
  const res = await request.get('/api/contest/catalog?limit=100');
  const body = (await res.json()) as { list: { id: number; title: string }[] };
  return body.list.find((c) => c.title === title)!.id;
}

/** Takes part in a common contest through the API (the first segment, a Kazan school). */
export async function takePart(request: APIRequestContext, id: number) {
  const page = (await (await request.get(`/api/contest/${id}`)).json()) as {
    is_take_part: boolean;
    segments: { id: number }[];
  };
  if (page.is_take_part) return;
  const res = await request.put(`/api/contest/${id}/add_participant`, {
    data: {
      user_type: 1,
      work_or_school: 'Школа № 1',
      region_id: 19,
      city_id: await kazanId(request),
      segment_id: page.segments[0]!.id,
    },
  });
  expect(res.ok()).toBeTruthy();
}

async function kazanId(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/school/city?name=Казань&region_id=19');
  return ((await res.json()) as { list: { id: number }[] }).list[0]!.id;
}
