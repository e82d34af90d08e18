// Page model for the social specs: the like/dislike bar, the feedback popup and the comments.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const BLOCKED_MESSAGE =
  'Пользователь Вас заблокировал. Вы не можете комментировать его контент, ставить лайк или дизлайк';

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
