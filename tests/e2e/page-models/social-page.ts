// Page model for the social specs: the like/dislike bar, the feedback popup and the comments.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const BLOCKED_MESSAGE = 'Автор тебя заблокировал: оценивать и комментировать его материалы нельзя';
export const AUTHOR_BLOCKED_NOTE =
  'Автор у тебя в заблокированных: оценивать и комментировать его материалы нельзя. Разблокировать можно в его профиле';

export class SocialPage {
  constructor(readonly page: Page) {}
  like = () => this.page.getByRole('button', { name: /^Нравится: \d+$/ }).first();
  dislike = () => this.page.getByRole('button', { name: /^Не нравится: \d+$/ }).first();
  comments = () => this.page.getByRole('region', { name: /Комментарии/ });
  comment = (text: string) => this.comments().getByRole('listitem').filter({ hasText: text }).first();

  async open(path: string) {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }
}

/** The slug of a demo material written by `userId`. */
export async function materialBy(request: APIRequestContext, userId: number, candidates: string[]): Promise<string> {
  for (const slug of candidates) {
    const res = await request.get(`/api/page/slug/${slug}`);
    if (res.ok() && (await res.json()).user.id === userId) return slug;
  }
  throw new Error(`no material by user ${userId} among ${candidates.join(', ')}`);
}

/**
 * The demo's one block (db/seed/social.ts): the editors' account blocked the reader Глеб; neither is a
 * demo login, so the demo pupil, mentor and scientist see no blocked state (issue 42). Answers their ids
 * and a material of the blocker among `candidates`.
 */
export async function seededBlock(
  request: APIRequestContext,
  candidates: string[],
): Promise<{ blockerId: number; blockedId: number; slug: string }> {
  const found = await (await request.get('/api/user?search=%D0%93%D0%BB%D0%B5%D0%B1')).json();
  const blocked = (found.list as { id: number; name: string }[]).find((u) => u.name === 'Глеб');
  if (!blocked) throw new Error('the seeded reader Глеб is missing');
  for (const slug of candidates) {
    const res = await request.get(`/api/page/slug/${slug}`);
    const author: { id: number; name: string } | undefined = res.ok() ? (await res.json()).user : undefined;
    if (author?.name.startsWith('Редакция')) return { blockerId: author.id, blockedId: blocked.id, slug };
  }
  throw new Error(`no material of the editors among ${candidates.join(', ')}`);
}

/** The likes count of a material on the server (the API's own answer). */
export async function serverLikes(request: APIRequestContext, slug: string): Promise<number> {
  const res = await request.get(`/api/page/slug/${slug}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()).likes as number;
}

/** The signed-in user's comments with `text` on a material, on the server. */
export async function serverComments(request: APIRequestContext, pageId: number, text: string): Promise<number> {
  const res = await request.get(`/api/page/${pageId}/comments?limit=100`);
  const body: { list: { text: string; replies: { text: string }[] }[] } = await res.json();
  return body.list.flatMap((c) => [c, ...c.replies]).filter((c) => c.text === text).length;
}

export const pageIdOf = async (request: APIRequestContext, slug: string): Promise<number> =>
  (await (await request.get(`/api/page/slug/${slug}`)).json()).id as number;

/** The card's add-to-collection dialog. */
export class CollectionPicker {
  constructor(readonly page: Page) {}
  dialog = () => this.page.getByRole('dialog', { name: 'Добавить в коллекцию' });
  async openFor(card: Locator) {
    await card.getByRole('button', { name: 'Добавить в коллекцию' }).click();
    await expect(this.dialog()).toBeVisible();
  }
  async create(title: string) {
    await this.dialog().getByLabel('Новая коллекция').fill(title);
    await this.dialog().getByRole('button', { name: 'Создать' }).click();
    await expect(this.dialog().getByRole('checkbox', { name: title })).toBeChecked();
  }
  checkbox = (title: string) => this.dialog().getByRole('checkbox', { name: title });
  async close() {
    await this.dialog().getByRole('button', { name: 'Готово' }).click();
    await expect(this.dialog()).toHaveCount(0);
  }
}
