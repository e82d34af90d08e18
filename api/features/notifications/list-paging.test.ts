// The notifications list at depth (issue 44): pages by next_cursor have no repeats or gaps while new
// notifications arrive, the spec's offset paging still answers, and a long list states a capped total.
import { afterAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../db/schema/notifications.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { notificationKit } from './notification-test-kit.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  await t.close();
});
const db = t.deps.db;
const { person } = notificationKit(t);

type Page = { list: { id: number; title: string }[]; total: number; total_capped: boolean; next_cursor: string | null };

async function page(token: string, query: string): Promise<Page> {
  const res = await t.call('GET', `/api/notification${query}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

/** `count` notifications for the user, titled by number; the same second, so ties are paged by id. */
async function arrive(userId: number, from: number, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    userId,
    typeId: 1,
    title: `Уведомление ${from + i}`,
    createdAt: '2026-11-01T09:00:00.000Z',
  }));
  for (let i = 0; i < rows.length; i += 200) await db.insert(notifications).values(rows.slice(i, i + 200));
}

describe('notifications paged by cursor', () => {
  it('walks the whole list with no repeats or gaps while new ones arrive at the top', async () => {
    const reader = await person('Читатель');
    await arrive(reader.userId, 0, 45);
    const seen: string[] = [];
    let answer = await page(reader.token, '?limit=20');
    seen.push(...answer.list.map((n) => n.title));
    while (answer.next_cursor) {
      await arrive(reader.userId, 1000 + seen.length, 3); // newer than every page already shown
      answer = await page(reader.token, `?limit=20&cursor=${answer.next_cursor}`);
      seen.push(...answer.list.map((n) => n.title));
    }
    expect(seen).toEqual(Array.from({ length: 45 }, (_, i) => `Уведомление ${44 - i}`));
  });

  it('keeps the spec offset paging, and its pages also give a cursor to the next one', async () => {
    const reader = await person('Читатель');
    await arrive(reader.userId, 0, 25);
    const second = await page(reader.token, '?limit=10&offset=10');
    expect(second.list.map((n) => n.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Уведомление ${14 - i}`));
    expect(second).toMatchObject({ total: 25, total_capped: false });
    const third = await page(reader.token, `?limit=10&cursor=${second.next_cursor}`);
    expect(third.list.map((n) => n.title)).toEqual(Array.from({ length: 5 }, (_, i) => `Уведомление ${4 - i}`));
    expect(third.next_cursor).toBeNull();
  });

  it('states a total past 1 000 as capped, still beyond every full page', async () => {
    const reader = await person('Читатель');
    await arrive(reader.userId, 0, 1_005);
    expect(await page(reader.token, '?limit=20')).toMatchObject({ total: 1_000, total_capped: true });
    const deep = await page(reader.token, '?limit=20&offset=980');
    expect(deep.list).toHaveLength(20);
    expect(deep).toMatchObject({ total: 1_001, total_capped: true });
    const last = await page(reader.token, '?limit=20&offset=1000');
    expect(last.list).toHaveLength(5);
    expect(last).toMatchObject({ total: 1_005, total_capped: true, next_cursor: null });
  });

  it('refuses a cursor it did not give with 400 and a short detail', async () => {
    const reader = await person('Читатель');
    const res = await t.call('GET', '/api/notification?cursor=bm90LWEtY3Vyc29y', { token: reader.token });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'cursor: Invalid cursor' });
  });
});
