// Browsing history: 'history-add' through POST /api/sync/push, POST and GET /api/history:
// 30 unique items per user, newest first, the newest client time kept, replays change nothing.
import { randomUUID } from 'node:crypto';
import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pages } from '../../../db/schema/content.ts';
import { events } from '../../../db/schema/events.ts';
import { reactions } from '../../../db/schema/reactions.ts';
import { users } from '../../../db/schema/users.ts';
import { one } from '../../../db/store.ts';
import { mutation, pushMutations, type TestMutation } from '../../testing/sync-push.ts';
import { fileTestApp } from '../../testing/file-test-app.ts';
import { currentChangeVersion } from '../../lib/change-version.ts';

const t = fileTestApp();

const push = (token: string, client: string, mutations: TestMutation[]) => pushMutations(t, token, client, mutations);
const m = mutation;

describe('history', () => {
  it('keeps 30 unique items per user, newest first, by mutation and by POST', async () => {
    const { token } = await t.signUp();
    const ids = (await t.deps.db.select({ id: pages.id }).from(pages).limit(32)).map((r) => r.id);
    const client = randomUUID();
    const base = Date.parse('2026-02-01T00:00:00.000Z');
    const batch = ids.map((id, i) =>
      m(i + 1, 'history-add', { type: 'post', id, at: new Date(base + i * 1000).toISOString() }),
    );
    batch.push(m(33, 'history-add', { type: 'post', id: ids[5] ?? 0, at: new Date(base - 1000).toISOString() }));
    batch.push(m(34, 'history-add', { type: 'news', id: 999_999 }));
    const res = await push(token, client, batch);
    expect(res.results.at(-1)).toEqual({ id: 34, status: 'rejected', detail: 'Page not found' });
    expect(await push(token, client, batch)).toEqual(res);
    const list = (await (await t.call('GET', '/api/history', { token })).json()) as {
      list: { id: number; type: { code: string }; title: string }[];
      total: number;
    };
    expect(list.total).toBe(30);
    expect(list.list[0]?.id).toBe(ids[31]);
    expect(list.list.map((r) => r.id)).not.toContain(ids[0]);
    expect(list.list.every((r) => r.title.length > 0 && r.type.code === 'post')).toBe(true);

    const event = await one(t.deps.db.select({ id: events.id }).from(events));
    const posted = await t.call('POST', '/api/history', { token, body: { type: 'event', id: event?.id } });
    expect(posted.status).toBe(201);
    const after = (await posted.json()) as { list: { id: number; type: { code: string } }[]; total: number };
    expect(after.total).toBe(30);
    expect(after.list[0]).toMatchObject({ id: event?.id, type: { code: 'event' } });
    expect((await t.call('POST', '/api/history', { token, body: { type: 'course', id: 1 } })).status).toBe(400);
    expect((await t.call('GET', '/api/history')).status).toBe(401);
  });
});

describe('an item that does not exist', () => {
  it('answers 404 and writes nothing, its change version included, by POST and by one pushed add', async () => {
    const { token, userId } = await t.signUp();
    const version = await currentChangeVersion(t.deps.db, userId);
    const posted = await t.call('POST', '/api/history', { token, body: { type: 'news', id: 999_999 } });
    expect(posted.status).toBe(404);
    const res = await push(token, randomUUID(), [m(1, 'history-add', { type: 'post', id: 999_999 })]);
    expect(res.results).toEqual([{ id: 1, status: 'rejected', detail: 'Page not found' }]);
    expect(await currentChangeVersion(t.deps.db, userId)).toBe(version);
    const list = (await (await t.call('GET', '/api/history', { token })).json()) as { total: number };
    expect(list.total).toBe(0);
  });
});

describe('history items carry the spec fields', () => {
  it('gives the author, the page type and the like flag of each item', async () => {
    const { token, userId } = await t.signUp();
    const page = await one(
      t.deps.db
        .select({ id: pages.id, userId: pages.userId, pageTypeId: pages.pageTypeId, type: pages.type })
        .from(pages)
        .where(isNotNull(pages.userId)),
    );
    if (!page?.userId) throw new Error('no authored page in the seed');
    const author = await one(t.deps.db.select().from(users).where(eq(users.id, page.userId)));
    expect((await t.call('POST', '/api/history', { token, body: { type: 'post', id: page.id } })).status).toBe(201);
    const before = (await (await t.call('GET', '/api/history', { token })).json()).list[0];
    expect(before).toMatchObject({
      id: page.id,
      key: `post:${page.id}`,
      type: { id: page.pageTypeId, code: 'post' },
      user: { id: page.userId, name: `${author?.name} ${author?.lastName}`.trim() },
      like: 0,
      created_at: expect.any(String),
    });
    await t.deps.db.insert(reactions).values({ userId, targetType: 'post', targetId: page.id, value: 1, version: 1 });
    const after = (await (await t.call('GET', '/api/history', { token })).json()).list[0];
    expect(after.like).toBe(1);
  });
});
