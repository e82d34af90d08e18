// Page model for the local-first sync specs: sign-in through dev-login, the service worker
// taking control (offline reloads), the header's sync indicator, hearts, and what the server holds.
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { appTookOver } from './first-screen.ts';
import { waitForController } from './service-worker.ts';

const PENDING = /Ожидает отправки: \d+/;
const HEART_NAME = /^(Добавить в избранное|Убрать из избранного)$/;
export const OFFLINE_TEXT = 'Нет подключения. Показываем сохранённое на устройстве';

/**
 * Records every push body the browser (page, worker or service worker) sends: `ids()` all of them, `answered()` those
 * the server answered. A push whose answer never came (the network went mid-request) is sent again, as it should be.
 */
export function recordPushes(context: BrowserContext): { ids: () => string[]; answered: () => string[] } {
  type Body = { client_id: string; mutations: { id: number }[] };
  const sent: Body[] = [];
  const answered: Body[] = [];
  const isPush = (req: Request) => req.method() === 'POST' && req.url().includes('/api/sync/push');
  context.on('request', (req) => {
    if (isPush(req)) sent.push(req.postDataJSON());
  });
  context.on('requestfinished', (req) => {
    if (isPush(req)) answered.push(req.postDataJSON());
  });
  const idsOf = (bodies: Body[]) => bodies.flatMap((b) => b.mutations.map((m) => `${b.client_id}:${m.id}`));
  return { ids: () => idsOf(sent), answered: () => idsOf(answered) };
}

export async function signIn(request: APIRequestContext, userId = 1): Promise<void> {
  const res = await request.post('/api/auth/dev-login', { data: { user_id: userId } });
  expect(res.ok(), `dev-login answered ${res.status()}`).toBeTruthy();
}

/** The signed-in user's bookmarks on the server, as sorted 'type:id' strings. */
export async function serverBookmarks(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/favorite-all/list?limit=50');
  expect(res.ok()).toBeTruthy();
  const body: { list: { type: string; id: number }[]; total: number } = await res.json();
  const keys = body.list.map((b) => `${b.type}:${b.id}`).sort();
  expect(body.total).toBe(keys.length);
  return keys;
}

/** Titles of the server's bookmarks by 'type:id' (the list answers each item's title). */
export async function serverTitles(request: APIRequestContext): Promise<Map<string, string>> {
  const res = await request.get('/api/favorite-all/list?limit=50');
  const body: { list: { type: string; id: number; title?: string }[] } = await res.json();
  return new Map(body.list.map((b) => [`${b.type}:${b.id}`, b.title ?? `Материал #${b.id}`]));
}

/** Removes all of the signed-in user's bookmarks on the server (a known start). */
export async function clearServerBookmarks(request: APIRequestContext): Promise<void> {
  for (;;) {
    const res = await request.get('/api/favorite-all/list?limit=50');
    const body: { list: { type: string; id: number }[] } = await res.json();
    if (body.list.length === 0) return;
    for (const b of body.list) await setServerBookmark(request, b.type, b.id);
  }
}

/** Toggles one bookmark on the server (call after clearServerBookmarks to turn it on). */
export async function setServerBookmark(request: APIRequestContext, type: string, id: number): Promise<void> {
  const res = await request.post('/api/favorite-all/toggle', { data: { type, id } });
  expect(res.ok()).toBeTruthy();
}

export class SyncPage {
  constructor(readonly page: Page) {}

  /** Waits until the service worker controls the page, so it reloads with no network. */
  async waitForServiceWorker(): Promise<void> {
    await waitForController(this.page, { register: true });
  }

  indicator(): Locator {
    return this.page.locator('header').getByRole('status');
  }

  async expectPending(n: number): Promise<void> {
    if (n === 0) await expect(this.indicator()).not.toContainText(PENDING, { timeout: 20_000 });
    else await expect(this.indicator()).toContainText(`Ожидает отправки: ${n} `);
  }

  async gotoBookmarks(): Promise<void> {
    await this.page.goto('/profile/bookmarks');
    await expect(this.page.getByRole('heading', { name: 'Избранное', level: 1 })).toBeVisible();
  }

  async gotoCatalog(): Promise<void> {
    await this.page.goto('/catalog');
    // The server's first screen is inert until the app takes over: a click on its heart would do nothing.
    await appTookOver(this.page);
    await expect(this.cards().nth(3)).toBeVisible();
  }

  /** The catalogue's cards that carry a heart (every kind but contests). */
  cards(): Locator {
    return this.page
      .locator('main')
      .getByRole('article')
      .filter({ has: this.page.getByRole('button', { name: HEART_NAME }) });
  }

  /** A card's full title (the heading may be truncated; its title attribute is not). */
  async cardTitle(card: Locator): Promise<string> {
    const title = await card.getByRole('heading').getAttribute('title');
    expect(title).toBeTruthy();
    return title ?? '';
  }

  card(title: string): Locator {
    return this.cards().filter({ has: this.page.locator(`[title=${JSON.stringify(title)}]`) });
  }

  /** The items of the bookmarks screen. */
  bookmarkRows(): Locator {
    return this.page.getByRole('list', { name: 'Избранное' }).getByRole('listitem');
  }

  /** The row of one item on the bookmarks screen. */
  bookmarkRow(title: string | RegExp): Locator {
    return this.bookmarkRows().filter({ hasText: title });
  }

  heartIn(scope: Locator): Locator {
    return scope.getByRole('button', { name: HEART_NAME });
  }

  async expectHeart(scope: Locator, on: boolean): Promise<void> {
    await expect(this.heartIn(scope)).toHaveAttribute('aria-pressed', String(on));
  }
}
