// Page model for the community specs: a community set up through the real API as its owner,
// and the community page's header, membership buttons, tabs and owner tools by role.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Creates a community as the signed-in `request` user and puts the first catalogue material in its feed. */
export async function createCommunityWithFeed(
  request: APIRequestContext,
  name: string,
  isClosed: boolean,
): Promise<{ id: number; material: string }> {
  const created = await request.post('/api/community', {
    data: { name, description: 'Сообщество для проверки', is_closed: isClosed },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const catalog = (await (await request.get('/api/catalog/post?limit=1')).json()) as {
    list: { id: number; title: string }[];
  };
  const material = catalog.list[0];
  if (!material) throw new Error('the demo catalogue is empty');
  expect((await request.post(`/api/community/${id}/feed`, { data: { page_id: material.id } })).status()).toBe(201);
  return { id, material: material.title };
}

export class CommunityPage {
  readonly main: Locator;
  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async open(id: number): Promise<void> {
    await this.page.goto(`/community/${id}`);
    await expect(this.main.getByRole('heading', { level: 1 })).toBeVisible();
  }

  button(name: string | RegExp): Locator {
    return this.main.getByRole('button', { name });
  }

  tab(name: string): Locator {
    return this.main.getByRole('tab', { name });
  }

  feed(): Locator {
    return this.main.getByRole('list', { name: 'Лента сообщества' });
  }

  status(text: string | RegExp): Locator {
    return this.main.getByRole('status').filter({ hasText: text });
  }
}
