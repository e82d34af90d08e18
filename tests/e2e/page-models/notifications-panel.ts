// Page model of the header's bell and its panel, and API helpers that make notifications through
// the real calls of other users (dev sign-in) for a fresh account registered by phone.
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { freshPhone, waitForCode } from './auth-modal.ts';

export class NotificationsPanel {
  constructor(readonly page: Page) {}
  bell = (): Locator => this.page.getByRole('banner').getByRole('button', { name: /^Уведомления/ });
  panel = (): Locator => this.page.getByRole('dialog', { name: 'Уведомления' });
  items = (): Locator => this.panel().getByRole('listitem');
  item = (text: string | RegExp): Locator => this.items().filter({ hasText: text }).first();
  group = (name: 'Сегодня' | 'Вчера' | 'Ранее'): Locator => this.panel().getByRole('region', { name });

  async open(): Promise<void> {
    await this.bell().click();
    await expect(this.panel()).toBeVisible();
  }

  async expectUnread(n: number): Promise<void> {
    await expect(this.bell()).toHaveAccessibleName(n > 0 ? `Уведомления, непрочитанных: ${n}` : 'Уведомления');
  }
}

/** Registers a fresh account by phone in `request` (its cookie signs the context in); returns its id. */
export async function registerFresh(request: APIRequestContext): Promise<number> {
  const login = `7${freshPhone()}`;
  expect((await request.post(`/api/auth/verify/send?login=${login}&send_type=flash_call`)).ok()).toBeTruthy();
  const { code } = await waitForCode(login, 1);
  const res = await request.post('/api/user', {
    data: { login, password: 'secret-pass1', confirm_password: 'secret-pass1', verification_code: code },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { user: { id: number } }).user.id;
}

/** A separate API client signed in as a demo user (1 Алиса, 2 Борис, 3 Вера). */
export async function actor(baseURL: string, userId: number): Promise<APIRequestContext> {
  const ctx = await playwrightRequest.newContext({ baseURL });
  expect((await ctx.post('/api/auth/dev-login', { data: { user_id: userId } })).ok()).toBeTruthy();
  return ctx;
}

/** Posts `n` comments as the context's user on a demo material; returns their ids. */
export async function postComments(request: APIRequestContext, n: number): Promise<{ pageId: number; ids: number[] }> {
  const pageId = ((await (await request.get('/api/catalog?limit=1')).json()) as { list: { id: number }[] }).list[0]!.id;
  const ids: number[] = [];
  for (let i = 1; i <= n; i++) {
    const res = await request.post(`/api/page/${pageId}/add_comment`, { data: { text: `Мой вопрос номер ${i}` } });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
  return { pageId, ids };
}
