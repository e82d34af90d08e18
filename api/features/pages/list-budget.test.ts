// The catalogue's totals under tag and topic filters (issue 44). Types with at most one tag and one topic read the
// totals kept on write (list-totals.ts): exact at any size. More tags or topics are counted from at most 1,001 ids
// of a filter's index: past that budget the answer is a capped lower bound, and a client paging while
// `offset + length < total` still gets every matching material exactly once; below it the total is exact.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages, pageTags, pageTopics } from '../../../db/schema/content.ts';
import { tags, topics } from '../../../db/schema/dictionaries.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
/** 1,200 materials share tag A and topic X, more than the budget; tag B is on 12 of them. */
const COUNT = 1_200;
let tagA = 0;
let tagB = 0;
let topicX = 0;
/** The materials' ids, oldest first, and which of them have each type. */
const ids: number[] = [];
const typeOf = (i: number) => (i < 50 ? 4 : i % 10 === 0 ? 2 : 3);
const TYPE_NAMES = { 2: 'audio', 3: 'article', 4: 'specproject' } as const;
const hasB = (i: number) => i % 100 === 5;

type Answer = { list: { id: number }[]; total: number; total_capped: boolean };

async function catalog(query: string): Promise<Answer> {
  const res = await t.call('GET', `/api/catalog?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
}

/** Every page a client reads while `offset + length < total` (the spec's rule), and each answer. */
async function pageThrough(query: string, limit: number) {
  const seen: number[] = [];
  const answers: Answer[] = [];
  for (let offset = 0; answers.length < 100; offset += limit) {
    const answer = await catalog(`${query}&limit=${limit}&offset=${offset}`);
    answers.push(answer);
    seen.push(...answer.list.map((c) => c.id));
    if (offset + answer.list.length >= answer.total) break;
  }
  return { seen, answers };
}

const idsWhere = (keep: (i: number) => boolean) => ids.filter((_, i) => keep(i));

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.deps;
  const made = await db
    .insert(tags)
    .values([
      { name: 'Бюджет А', slug: 'budget-a' },
      { name: 'Бюджет Б', slug: 'budget-b' },
    ])
    .returning({ id: tags.id });
  [tagA, tagB] = [made[0]!.id, made[1]!.id];
  const [topic] = await db.insert(topics).values({ name: 'Бюджет', slug: 'budget-x' }).returning({ id: topics.id });
  topicX = topic!.id;
  for (let from = 0; from < COUNT; from += 200) {
    const rows = Array.from({ length: 200 }, (_, k) => {
      const i = from + k;
      const pageTypeId = typeOf(i);
      return {
        slug: `list-budget-${i}`,
        title: `Материал ${i}`,
        description: '',
        pageTypeId,
        type: TYPE_NAMES[pageTypeId as keyof typeof TYPE_NAMES],
        isPublished: true,
        publishedAt: new Date(Date.UTC(2018, 0, 1) + i * 60_000).toISOString(),
      };
    });
    const inserted = await db.insert(pages).values(rows).returning({ id: pages.id });
    ids.push(...inserted.map((r) => r.id));
    const links = inserted.flatMap((r, k) => [
      { pageId: r.id, tagId: tagA },
      ...(hasB(from + k) ? [{ pageId: r.id, tagId: tagB }] : []),
    ]);
    await db.insert(pageTags).values(links);
    await db.insert(pageTopics).values(inserted.map((r) => ({ pageId: r.id, topicId: topicX })));
  }
});
afterAll(async () => {
  await t.close();
});

describe('catalogue totals under a tag or topic filter', () => {
  it('caps a count of two tags whose ids pass the budget, and paging still finds every match once', async () => {
    const audio = idsWhere((i) => typeOf(i) === 2);
    const query = `tags=${tagA}&tags=${tagB}&topics=${topicX}&page_type_id=2&sort=DATE_ASC`;
    const { seen, answers } = await pageThrough(query, 18);
    expect(answers[0]).toMatchObject({ total_capped: true });
    // A lower bound: the newest 1,001 ids of the tag hold 100 of its 115 audio materials.
    expect(answers[0]!.total).toBe(100);
    expect(seen).toEqual(audio);
    // The last page ends the list, so its total is known.
    expect(answers.at(-1)).toMatchObject({ total: audio.length, total_capped: false });
  });

  it('pages through matches that the budget never reads: the lower bound is the first page and one more', async () => {
    const oldest = idsWhere((i) => typeOf(i) === 4);
    const { seen, answers } = await pageThrough(`tags=${tagA}&tags=${tagB}&page_type_id=4&topics=${topicX}`, 18);
    expect(answers[0]).toMatchObject({ total: 19, total_capped: true });
    expect(seen).toEqual([...oldest].reverse());
    expect(new Set(seen).size).toBe(oldest.length);
  });

  it('states the kept total of one tag and one topic exactly, whatever the budget, and pages to its end', async () => {
    const audio = idsWhere((i) => typeOf(i) === 2);
    const { seen, answers } = await pageThrough(`tags=${tagA}&topics=${topicX}&page_type_id=2&sort=DATE_ASC`, 18);
    expect(answers[0]).toMatchObject({ total: audio.length, total_capped: false });
    expect(seen).toEqual(audio);
    const oldest = idsWhere((i) => typeOf(i) === 4);
    const specprojects = await pageThrough(`tags=${tagA}&page_type_id=4&topics=${topicX}`, 18);
    expect(specprojects.answers[0]).toMatchObject({ total: oldest.length, total_capped: false });
    expect(specprojects.seen).toEqual([...oldest].reverse());
    expect(await catalog(`tags=${tagA}&page_type_id=4&offset=${oldest.length}`)).toMatchObject({
      list: [],
      total: oldest.length,
    });
    // Past TOTAL_CAP a kept total is stated as the cap, as a counted one is.
    expect(await catalog(`topics=${topicX}&limit=5`)).toMatchObject({ total: 1_000, total_capped: true });
  });

  it('states 1 000 with total_capped for a filter past the cap, paged to its end', async () => {
    const { seen, answers } = await pageThrough(`tags=${tagA}&tags=${tagB}&sort=DATE_ASC`, 100);
    expect(answers[0]).toMatchObject({ total: 1_000, total_capped: true });
    expect(seen).toEqual(ids);
  });

  it('keeps the total exact when the most selective filter has fewer ids than the budget', async () => {
    expect(await catalog(`tags=${tagB}&limit=5`)).toMatchObject({ total: 12, total_capped: false });
    expect(await catalog(`tags=${tagB}&topics=${topicX}&limit=5`)).toMatchObject({ total: 12, total_capped: false });
    const articles = await catalog(`tags=${tagB}&topics=${topicX}&page_type_id=3&limit=5&offset=5`);
    expect(articles).toMatchObject({ total: 11, total_capped: false });
    expect(articles.list.map((c) => c.id)).toEqual(
      idsWhere((i) => hasB(i) && typeOf(i) === 3)
        .reverse()
        .slice(5, 10),
    );
  });

  it("pages a list whose matches are all among a small filter's ids in every sort, and past its end", async () => {
    const { db } = t.deps;
    // Tag B's materials get ratings out of their date order; topic Y is on eight of tag A's materials.
    const withB = idsWhere(hasB);
    for (const [k, id] of withB.entries())
      await db
        .update(pages)
        .set({ rating: (k * 5) % 7 })
        .where(eq(pages.id, id));
    const [topicY] = await db.insert(topics).values({ name: 'Узкая', slug: 'budget-y' }).returning({ id: topics.id });
    const withY = ids.filter((_, i) => i % 150 === 7);
    await db.insert(pageTopics).values(withY.map((pageId) => ({ pageId, topicId: topicY!.id })));
    const rating = new Map(withB.map((id, k) => [id, (k * 5) % 7]));
    const popular = [...withB].sort((a, b) => rating.get(b)! - rating.get(a)! || b - a);
    // Published in id order, one a minute: by date is by id.
    const lists: [string, number[]][] = [
      [`tags=${tagB}&topics=${topicX}&sort=DATE_DESC`, [...withB].reverse()],
      [`tags=${tagB}&topics=${topicX}&sort=DATE_ASC`, withB],
      [`tags=${tagB}&topics=${topicX}&sort=POPULAR`, popular],
      [`tags=${tagA}&topics=${topicY!.id}&sort=DATE_ASC`, withY],
      [
        `tags=${tagA}&topics=${topicY!.id}&page_type_id=3`,
        withY.filter((id) => typeOf(ids.indexOf(id)) === 3).reverse(),
      ],
    ];
    for (const [query, expected] of lists) {
      const { seen, answers } = await pageThrough(query, 5);
      expect(seen, query).toEqual(expected);
      expect(answers[0], query).toMatchObject({ total: expected.length, total_capped: false });
    }
    expect(await catalog(`tags=${tagB}&topics=${topicX}&offset=${withB.length}`)).toEqual({
      list: [],
      total: withB.length,
      total_capped: false,
    });
  });

  it("reads a small tag's page by walking the list when the tag's drafts pass the budget", async () => {
    const { db } = t.deps;
    const [tagC] = await db.insert(tags).values({ name: 'Черновики', slug: 'budget-c' }).returning({ id: tags.id });
    // Five published materials, then 1,100 newer drafts, all with tag C: its newest 1,001 ids are drafts only.
    const published = ids.filter((_, i) => i % 200 === 3 && typeOf(i) === 3);
    await db.insert(pageTags).values(published.map((pageId) => ({ pageId, tagId: tagC!.id })));
    for (let from = 0; from < 1_100; from += 275) {
      const drafts = await db
        .insert(pages)
        .values(
          Array.from({ length: 275 }, (_, k) => ({
            slug: `list-budget-draft-${from + k}`,
            title: `Черновик ${from + k}`,
            description: '',
            pageTypeId: 3,
            type: 'article' as const,
            isPublished: false,
            publishedAt: new Date(Date.UTC(2019, 0, 1) + (from + k) * 60_000).toISOString(),
          })),
        )
        .returning({ id: pages.id });
      await db.insert(pageTags).values(drafts.map((r) => ({ pageId: r.id, tagId: tagC!.id })));
    }
    const { seen, answers } = await pageThrough(`tags=${tagC!.id}&page_type_id=3`, 2);
    expect(answers[0]).toMatchObject({ total: published.length, total_capped: false });
    expect(seen).toEqual([...published].reverse());
  });

  it('answers 0, not capped, for a combination that matches nothing', async () => {
    expect(await catalog(`tags=${tagA}&topics=${topicX}&page_type_id=1&limit=18`)).toEqual({
      list: [],
      total: 0,
      total_capped: false,
    });
  });
});
