// The catalogue's kept totals (list-totals.ts) stay equal to a count of the tables through every kind of write the
// site and its scripts make: materials added, published, unpublished, moved to another type and deleted (their
// tags and topics going with them), tags and topics linked and unlinked one by one and many in one statement, a
// whole tag deleted. Run on either engine (NAUKA_TEST_ENGINE): each keeps the table by its own triggers.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages, pageTags, pageTopics } from '../../../db/schema/content.ts';
import { tags, topics } from '../../../db/schema/dictionaries.ts';
import type { Db } from '../../../db/store.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let db: Db;

/** Every non-zero kept total as 'type:tag:topic' → total. */
async function kept(): Promise<Map<string, number>> {
  const rows = await db.$raw<[unknown, unknown, unknown, unknown]>(
    sql`select type_id, tag_id, topic_id, total from page_list_totals`,
  );
  const out = new Map<string, number>();
  for (const [type, tag, topic, total] of rows) {
    expect(Number(total), `total of ${type}:${tag}:${topic}`).toBeGreaterThanOrEqual(0);
    if (Number(total) !== 0) out.set(`${type}:${tag}:${topic}`, Number(total));
  }
  return out;
}

/** The same totals counted from the tables. */
async function counted(): Promise<Map<string, number>> {
  const published = await db
    .select({ id: pages.id, type: pages.pageTypeId })
    .from(pages)
    .where(eq(pages.isPublished, true));
  const tagsOf = new Map<number, number[]>();
  for (const r of await db.select().from(pageTags)) tagsOf.set(r.pageId, [...(tagsOf.get(r.pageId) ?? []), r.tagId]);
  const topicsOf = new Map<number, number[]>();
  for (const r of await db.select().from(pageTopics))
    topicsOf.set(r.pageId, [...(topicsOf.get(r.pageId) ?? []), r.topicId]);
  const out = new Map<string, number>();
  const add = (key: string) => out.set(key, (out.get(key) ?? 0) + 1);
  for (const { id, type } of published) {
    for (const tag of [0, ...(tagsOf.get(id) ?? [])])
      for (const topic of [0, ...(topicsOf.get(id) ?? [])]) add(`${type}:${tag}:${topic}`);
  }
  return out;
}

/** A small deterministic generator, so a failure repeats. */
function generator(seed: number) {
  let s = seed;
  const next = () => (s = (s * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  return { int: (n: number) => Math.floor(next() * n), chance: (p: number) => next() < p };
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.deps.db;
});
afterAll(async () => {
  await t.close();
});

describe('kept catalogue totals', () => {
  it('start equal to a count of the seeded catalogue', async () => {
    expect(await kept()).toEqual(await counted());
  });

  it('stay equal to a count through every kind of write', async () => {
    const rnd = generator(44);
    const tagIds = (
      await db
        .insert(tags)
        .values(Array.from({ length: 5 }, (_, i) => ({ name: `Итог ${i}`, slug: `kept-total-tag-${i}` })))
        .returning({ id: tags.id })
    ).map((r) => r.id);
    const topicIds = (
      await db
        .insert(topics)
        .values(Array.from({ length: 3 }, (_, i) => ({ name: `Итог ${i}`, slug: `kept-total-topic-${i}` })))
        .returning({ id: topics.id })
    ).map((r) => r.id);
    const made: number[] = [];
    const pick = <T>(list: T[]) => list[rnd.int(list.length)]!;
    const link = async (pageId: number) => {
      await db
        .insert(pageTags)
        .values({ pageId, tagId: pick(tagIds) })
        .onConflictDoNothing();
      await db
        .insert(pageTopics)
        .values({ pageId, topicId: pick(topicIds) })
        .onConflictDoNothing();
    };
    for (let step = 0; step < 160; step++) {
      const op = made.length < 6 ? 0 : rnd.int(9);
      if (op === 0) {
        // Several materials in one statement, some drafts, then their tags and topics in one statement each.
        const rows = await db
          .insert(pages)
          .values(
            Array.from({ length: 1 + rnd.int(3) }, () => ({
              slug: `kept-total-${step}-${rnd.int(1e9)}`,
              title: 'Итог',
              description: '',
              pageTypeId: 1 + rnd.int(4),
              type: 'article' as const,
              isPublished: rnd.chance(0.7),
              publishedAt: new Date(Date.UTC(2020, 0, 1) + step * 60_000).toISOString(),
            })),
          )
          .returning({ id: pages.id });
        made.push(...rows.map((r) => r.id));
        await db
          .insert(pageTags)
          .values(rows.flatMap((r) => [{ pageId: r.id, tagId: pick(tagIds) }]))
          .onConflictDoNothing();
        if (rnd.chance(0.6))
          await db
            .insert(pageTopics)
            .values(rows.map((r) => ({ pageId: r.id, topicId: pick(topicIds) })))
            .onConflictDoNothing();
      } else if (op === 1) await link(pick(made));
      else if (op === 2)
        await db.delete(pageTags).where(and(eq(pageTags.pageId, pick(made)), eq(pageTags.tagId, pick(tagIds))));
      else if (op === 3)
        await db
          .delete(pageTopics)
          .where(and(eq(pageTopics.pageId, pick(made)), eq(pageTopics.topicId, pick(topicIds))));
      else if (op === 4) {
        const id = pick(made);
        const [row] = await db.select({ on: pages.isPublished }).from(pages).where(eq(pages.id, id));
        if (row) await db.update(pages).set({ isPublished: !row.on }).where(eq(pages.id, id));
      } else if (op === 5)
        await db
          .update(pages)
          .set({ pageTypeId: 1 + rnd.int(4) })
          .where(eq(pages.id, pick(made)));
      else if (op === 6) {
        // Type and state at once, over several materials in one statement.
        await db
          .update(pages)
          .set({ pageTypeId: 1 + rnd.int(4), isPublished: rnd.chance(0.5) })
          .where(inArray(pages.id, [pick(made), pick(made), pick(made)]));
      } else if (op === 7) {
        const gone = [pick(made), pick(made)];
        await db.delete(pages).where(inArray(pages.id, gone));
        made.splice(0, made.length, ...made.filter((id) => !gone.includes(id)));
      } else if (op === 8 && rnd.chance(0.15) && tagIds.length > 2) {
        const [tag] = tagIds.splice(rnd.int(tagIds.length), 1);
        await db.delete(tags).where(eq(tags.id, tag!));
      }
      if (step % 40 === 39) expect(await kept(), `after step ${step}`).toEqual(await counted());
    }
    expect(await kept()).toEqual(await counted());
  });

  it('answer the catalogue the same total a count of the tables gives', async () => {
    const [row] = await db.select({ type: pages.pageTypeId }).from(pages).where(eq(pages.isPublished, true)).limit(1);
    const type = row!.type;
    const [link] = await db
      .select({ tag: pageTags.tagId })
      .from(pageTags)
      .innerJoin(pages, eq(pages.id, pageTags.pageId))
      .where(and(eq(pages.isPublished, true), eq(pages.pageTypeId, type)))
      .limit(1);
    const expected = (await counted()).get(`${type}:${link!.tag}:0`) ?? 0;
    const res = await t.call('GET', `/api/catalog?page_type_id=${type}&tags=${link!.tag}&limit=1`);
    expect(await res.json()).toMatchObject({ total: Math.min(expected, 1_000) });
    expect(expected).toBeGreaterThan(0);
  });
});
