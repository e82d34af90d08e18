// API tests of notification settings, paging, read marks and guests on a real database: a group
// switched off is not produced, pages of 20 newest first, read marks only on one's own, and what
// a deleted user leaves behind.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../db/schema/notifications.ts';
import { users } from '../../../db/schema/users.ts';
import { makePage } from '../../testing/social-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { notificationKit, ok } from './notification-test-kit.ts';

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});
const db = t.deps.db;
const { person, list, ofKind } = notificationKit(t);

describe('settings, paging, read marks and guests', () => {
  it('guests get the five default groups, an empty list and nothing new; writes need a session', async () => {
    expect(await ok(t.call('GET', '/api/notification/settings'))).toEqual({
      type_1: true,
      type_2: true,
      type_3: true,
      type_4: true,
      type_5: true,
    });
    expect(await ok(t.call('GET', '/otherapi/notification'))).toEqual({
      list: [],
      total: 0,
      total_capped: false,
      next_cursor: null,
    });
    expect(await ok(t.call('GET', '/api/notification/is_new'))).toMatchObject({
      is_new: false,
      last_id: null,
      poll_ms: 120000,
    });
    expect((await t.call('PUT', '/api/notification/read', { body: {} })).status).toBe(401);
    expect((await t.call('PUT', '/api/notification/settings', { body: { type_3: false } })).status).toBe(401);
  });

  it('a group switched off is not produced; switched on again it is', async () => {
    const author = await person('Автор');
    const page = await makePage(t, author.userId);
    const saved = await ok(
      t.call('PUT', '/api/notification/settings', { token: author.token, body: { type_3: false } }),
    );
    expect(saved).toMatchObject({ type_3: false, type_2: true });
    expect(await ok(t.call('GET', '/api/notification/settings', { token: author.token }))).toMatchObject({
      type_3: false,
    });
    await ok(t.call('POST', '/api/like', { token: (await person('Фанат')).token, body: { type: 'post', id: page } }));
    expect(await ofKind(author.token, 6)).toHaveLength(0);
    // Comments are another group: still produced.
    await ok(
      t.call('POST', `/api/page/${page}/add_comment`, { token: (await person('Гость')).token, body: { text: 'Ого' } }),
      201,
    );
    expect(await ofKind(author.token, 5)).toHaveLength(1);
    await ok(t.call('PUT', '/api/notification/settings', { token: author.token, body: { type_3: true } }));
    await ok(t.call('POST', '/api/like', { token: (await person('Фанат 2')).token, body: { type: 'post', id: page } }));
    expect(await ofKind(author.token, 6)).toHaveLength(1);
    const bad = await t.call('PUT', '/api/notification/settings', { token: author.token, body: { type_99: true } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ detail: 'Unknown setting' });
  });

  it('pages by 20 newest first, reports the newest id, and marks the given ids (or all) read', async () => {
    const star = await person('Звезда');
    const fans = [];
    for (let i = 0; i < 25; i += 1) fans.push(await person(`Фанат ${i + 1}`));
    for (const f of fans) await ok(t.call('POST', `/api/user/${star.userId}/follow`, { token: f.token }));
    const first = await list(star.token);
    expect(first.total).toBe(25);
    expect(first.list).toHaveLength(20);
    expect(first.list[0]!.title).toBe('Фанат 25 подписался на тебя');
    const second = await list(star.token, '?offset=20');
    expect(second.list.map((n) => n.title).at(-1)).toBe('Фанат 1 подписался на тебя');
    expect(new Set([...first.list, ...second.list].map((n) => n.id)).size).toBe(25);

    const state = await ok(t.call('GET', '/api/notification/is_new', { token: star.token }));
    expect(state).toMatchObject({ is_new: true, unread: 25, last_id: first.list[0]!.id });
    const read = await ok(
      t.call('PUT', '/api/notification/read', {
        token: star.token,
        body: { ids: first.list.slice(0, 3).map((n) => n.id) },
      }),
    );
    expect(read).toMatchObject({ updated: 3, unread: 22 });
    // Someone else's ids change nothing.
    const other = await person('Чужой');
    expect(
      await ok(t.call('PUT', '/api/notification/read', { token: other.token, body: { ids: [first.list[5]!.id] } })),
    ).toMatchObject({ updated: 0 });
    expect(await ok(t.call('PUT', '/api/notification/read', { token: star.token, body: {} }))).toMatchObject({
      updated: 22,
      is_new: false,
    });
    expect((await t.call('GET', '/api/notification?limit=0', { token: star.token })).status).toBe(400);
  });

  it('rows of a deleted user go with them; the sender of a kept row becomes null', async () => {
    const a = await person('А');
    const b = await person('Б');
    await ok(t.call('POST', `/api/user/${a.userId}/follow`, { token: b.token }));
    await db.delete(users).where(eq(users.id, b.userId));
    const got = await ofKind(a.token, 9);
    expect(got[0]!.user_from).toBeNull();
    await db.delete(users).where(eq(users.id, a.userId));
    expect(await db.select().from(notifications).where(eq(notifications.userId, a.userId))).toHaveLength(0);
  });
});
