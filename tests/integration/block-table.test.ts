// The block rule as a table: every interaction that reaches another user, tried by A towards V with a
// block either way (V blocked A; A blocked V), through REST and through sync. Each is refused, or (a
// collection add, which only notifies) done without telling V; V gets no notification either way.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities } from '../../db/schema/communities.ts';
import { comments } from '../../db/schema/content.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { userBlocks } from '../../db/schema/user-relations.ts';
import { one } from '../../db/store.ts';
import { makePage } from '../../api/testing/social-fixtures.ts';
import { mutation, pushMutations } from '../../api/testing/sync-push.ts';
import { createTestApp, type TestApp } from '../../api/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
}, 60_000);
afterAll(() => t?.close());

interface Pair {
  a: { userId: number; token: string };
  v: { userId: number; token: string };
}
type Way = 'V blocked A' | 'A blocked V';
/** What A tries; `expectRefused` false: the act may stand, only V must not hear of it. */
interface Interaction {
  name: string;
  rest: (p: Pair) => Promise<Response>;
  sync?: (p: Pair) => Promise<{ name: string; args: unknown }>;
  expectRefused?: boolean;
}

let n = 0;
async function commentBy(userId: number, pageId: number, parentId: number | null = null): Promise<number> {
  const row = await one(
    t.deps.db
      .insert(comments)
      .values({ targetType: 'page', targetId: pageId, userId, parentId, text: 'Комментарий' })
      .returning({ id: comments.id }),
  );
  return row!.id;
}
async function community(ownerId: number): Promise<number> {
  n += 1;
  const name = `Клуб ${n}`;
  const row = await one(
    t.deps.db
      .insert(communities)
      .values({ slug: `block-club-${n}`, name, searchName: name.toLowerCase(), ownerId, isClosed: true })
      .returning({ id: communities.id }),
  );
  return row!.id;
}
/** A reply by someone else under V's top comment: A answers that reply (hole 3). */
async function replyUnderV(p: Pair) {
  const other = await t.signUp();
  const pageId = await makePage(t, other.userId);
  const top = await commentBy(p.v.userId, pageId);
  const reply = await commentBy(other.userId, pageId, top);
  return { pageId, reply };
}

const INTERACTIONS: Interaction[] = [
  {
    name: "comment on V's material",
    rest: async (p) =>
      t.call('POST', `/api/page/${await makePage(t, p.v.userId)}/add_comment`, {
        token: p.a.token,
        body: { text: 'Привет' },
      }),
    sync: async (p) => ({
      name: 'comment-add',
      args: { type: 'post', id: await makePage(t, p.v.userId), text: 'Привет', client_key: `k-${++n}-abcdefgh` },
    }),
  },
  {
    name: "reply to another user's reply in V's thread",
    rest: async (p) => {
      const { pageId, reply } = await replyUnderV(p);
      return t.call('POST', `/api/page/${pageId}/add_comment`, {
        token: p.a.token,
        body: { text: 'Ответ', parent_id: reply },
      });
    },
    sync: async (p) => {
      const { pageId, reply } = await replyUnderV(p);
      return {
        name: 'comment-add',
        args: { type: 'post', id: pageId, text: 'Ответ', parent_id: reply, client_key: `k-${++n}-abcdefgh` },
      };
    },
  },
  {
    name: "like V's material",
    rest: async (p) =>
      t.call('POST', '/api/like', { token: p.a.token, body: { type: 'post', id: await makePage(t, p.v.userId) } }),
    sync: async (p) => ({
      name: 'reaction-set',
      args: { type: 'post', id: await makePage(t, p.v.userId), reaction: 'like' },
    }),
  },
  {
    name: "like V's comment",
    rest: async (p) => {
      const c = await commentBy(p.v.userId, await makePage(t, null));
      return t.call('POST', '/api/like', { token: p.a.token, body: { type: 'comment', id: c } });
    },
  },
  {
    name: 'follow V',
    rest: (p) => t.call('POST', `/api/user/${p.v.userId}/follow`, { token: p.a.token }),
    sync: (p) => Promise.resolve({ name: 'follow-set', args: { user_id: p.v.userId, on: true } }),
  },
  {
    name: "request to join V's closed community",
    rest: async (p) => t.call('POST', `/api/community/${await community(p.v.userId)}/request`, { token: p.a.token }),
    sync: async (p) => ({ name: 'community-request', args: { community_id: await community(p.v.userId) } }),
  },
  {
    name: "invite V to A's community",
    rest: async (p) =>
      t.call('POST', `/api/community/${await community(p.a.userId)}/invite/${p.v.userId}`, { token: p.a.token }),
  },
  {
    name: "add V's material to a public collection",
    expectRefused: false,
    rest: async (p) => {
      const res = await t.call('POST', '/api/collection', {
        token: p.a.token,
        body: { title: `Подборка ${++n}`, is_public: true },
      });
      const { id } = (await res.json()) as { id: number };
      return t.call('PUT', `/api/collection/${id}/add_content`, {
        token: p.a.token,
        body: { page: await makePage(t, p.v.userId) },
      });
    },
  },
];

async function pairWith(way: Way): Promise<Pair> {
  const pair = { a: await t.signUp(), v: await t.signUp() };
  const [blocker, blocked] = way === 'V blocked A' ? [pair.v, pair.a] : [pair.a, pair.v];
  await t.deps.db.insert(userBlocks).values({ blockerId: blocker.userId, blockedId: blocked.userId });
  return pair;
}
const notificationsOf = (userId: number) =>
  t.deps.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, userId));

describe.each<Way>(['V blocked A', 'A blocked V'])('%s', (way) => {
  describe.each(INTERACTIONS.map((i) => [i.name, i] as const))('%s', (_name, interaction) => {
    it('through REST', async () => {
      const p = await pairWith(way);
      const res = await interaction.rest(p);
      if (interaction.expectRefused === false) expect(res.status).toBeLessThan(300);
      else expect(res.status).toBe(403);
      expect(await notificationsOf(p.v.userId)).toEqual([]);
    });
    const sync = interaction.sync;
    if (sync)
      it('through sync', async () => {
        const p = await pairWith(way);
        const m = await sync(p);
        const body = await pushMutations(t, p.a.token, randomUUID(), [mutation(1, m.name, m.args)]);
        expect(body.results[0]).toMatchObject({ status: 'rejected' });
        expect(await notificationsOf(p.v.userId)).toEqual([]);
      });
  });
});
