// A list's cards read in one query (cards.ts): in the order asked, tags and like counts from their
// tables, a tombstone (value 0) counted as nothing, and the viewer's own reaction only for a viewer.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePage } from '../testing/social-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { cardsByIds } from './cards.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

async function react(userId: number, pageId: number, value: -1 | 0 | 1) {
  await t.deps.db.run(
    sql`insert into reactions (user_id, target_type, target_id, value, version) values (${userId}, 'post', ${pageId}, ${value}, 1)`,
  );
}

async function tag(pageId: number, name: string, slug: string): Promise<number> {
  const row = await t.deps.db.get<{ id: number }>(
    sql`insert into tags (name, slug) values (${name}, ${slug}) returning id`,
  );
  await t.deps.db.run(sql`insert into page_tags (page_id, tag_id) values (${pageId}, ${row.id})`);
  return row.id;
}

describe('cardsByIds', () => {
  it('answers the cards in the order asked, with their tags and counts, leaving out unknown ids', async () => {
    const [a, b, c] = [await t.signUp(), await t.signUp(), await t.signUp()];
    const [first, second] = [await makePage(t, a.userId, 'Кометы'), await makePage(t, null, 'Планеты')];
    const comets = await tag(first, 'Кометы', `comets-${first}`);
    const sky = await tag(first, 'Небо', `sky-${first}`);
    await react(a.userId, first, 1);
    await react(b.userId, first, 1);
    await react(c.userId, first, -1);
    await react(a.userId, second, 0);

    const cards = await cardsByIds(t.deps.db, [second, 999_999, first]);
    expect(cards.map((card) => card.id)).toEqual([second, first]);
    const [planets, withTags] = cards;
    expect(planets).toMatchObject({ tags: [], likes: 0, dislikes: 0, href: expect.stringMatching(/^\/post\//) });
    expect(planets).not.toHaveProperty('liked');
    expect(withTags).toMatchObject({
      title: expect.stringMatching(/^Кометы/),
      tags: [
        { id: comets, name: 'Кометы', slug: `comets-${first}` },
        { id: sky, name: 'Небо', slug: `sky-${first}` },
      ],
      likes: 2,
      dislikes: 1,
    });
  });

  it("adds the viewer's own like or dislike, false for cards they did not react to", async () => {
    const viewer = await t.signUp();
    const [liked, disliked, removed] = [await makePage(t, null), await makePage(t, null), await makePage(t, null)];
    await react(viewer.userId, liked, 1);
    await react(viewer.userId, disliked, -1);
    await react(viewer.userId, removed, 0);
    const cards = await cardsByIds(t.deps.db, [liked, disliked, removed], viewer.userId);
    expect(cards.map(({ liked: l, disliked: d }) => [l, d])).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ]);
    expect(await cardsByIds(t.deps.db, [])).toEqual([]);
  });
});
