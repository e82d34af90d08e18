// A list's cards read in one query (cards.ts): in the order asked, tags and like counts from their
// tables, a tombstone (value 0) counted as nothing, and the viewer's own reaction only for a viewer.
import { afterAll, describe, expect, it } from 'vitest';
import { makePage } from '../testing/social-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import { cardsByIds } from './cards.ts';

const t = createTestApp({ seed: false });
afterAll(() => t.close());

function react(userId: number, pageId: number, value: -1 | 0 | 1) {
  t.deps.sqlite
    .prepare(`insert into reactions (user_id, target_type, target_id, value, version) values (?, 'post', ?, ?, 1)`)
    .run(userId, pageId, value);
}

function tag(pageId: number, name: string, slug: string): number {
  const id = t.deps.sqlite.prepare('insert into tags (name, slug) values (?, ?) returning id').pluck().get(name, slug);
  t.deps.sqlite.prepare('insert into page_tags (page_id, tag_id) values (?, ?)').run(pageId, id);
  return id as number;
}

describe('cardsByIds', () => {
  it('answers the cards in the order asked, with their tags and counts, leaving out unknown ids', () => {
    const [a, b, c] = [t.signUp(), t.signUp(), t.signUp()];
    const [first, second] = [makePage(t, a.userId, 'Кометы'), makePage(t, null, 'Планеты')];
    const comets = tag(first, 'Кометы', `comets-${first}`);
    const sky = tag(first, 'Небо', `sky-${first}`);
    react(a.userId, first, 1);
    react(b.userId, first, 1);
    react(c.userId, first, -1);
    react(a.userId, second, 0);

    const cards = cardsByIds(t.deps.db, [second, 999_999, first]);
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

  it("adds the viewer's own like or dislike, false for cards they did not react to", () => {
    const viewer = t.signUp();
    const [liked, disliked, removed] = [makePage(t, null), makePage(t, null), makePage(t, null)];
    react(viewer.userId, liked, 1);
    react(viewer.userId, disliked, -1);
    react(viewer.userId, removed, 0);
    const cards = cardsByIds(t.deps.db, [liked, disliked, removed], viewer.userId);
    expect(cards.map(({ liked: l, disliked: d }) => [l, d])).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ]);
    expect(cardsByIds(t.deps.db, [])).toEqual([]);
  });
});
