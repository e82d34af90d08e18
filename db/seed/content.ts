// Idempotent demo materials, news and events (keyed by slug): rows that exist are left
// alone; tag and topic links are re-applied each run, so they appear once dictionaries do.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { affectedRows, one } from '../store.ts';
import { news, pageAudios, pages, pageTags, pageTopics, pageVideos } from '../schema/content.ts';
import { tags, topics } from '../schema/dictionaries.ts';
import { events } from '../schema/events.ts';
import { users } from '../schema/users.ts';
import { audioFor, buildBlocks, VIDEO_URLS } from './content-blocks.ts';
import { MATERIALS_A } from './content-data-a.ts';
import { MATERIALS_B } from './content-data-b.ts';
import { EVENTS, eventBlocks, eventForm, eventPreview, NEWS, newsBlocks, newsPreview } from './content-news-events.ts';
import type { SeedPageType } from './content-types.ts';
import { artPath } from './art.ts';

export const DEMO_MATERIALS = [...MATERIALS_A, ...MATERIALS_B];
const TYPE_IDS: Record<SeedPageType, number> = { video: 1, audio: 2, article: 3, specproject: 4 };
const DAY = 86_400_000;
const HOUR = 3_600_000;
const EDITORIAL = {
  login: 'editorial@nauka.example',
  name: 'Редакция',
  lastName: '«Наука рядом»',
  typeId: 2,
  isAgreement: true,
};

async function authorIds(db: Db): Promise<number[]> {
  await db.insert(users).values(EDITORIAL).onConflictDoNothing();
  const logins = [EDITORIAL.login, '79990000002', 'mentor@example.org'];
  const rows = await db.select({ id: users.id, login: users.login }).from(users).where(inArray(users.login, logins));
  return logins.map((l) => rows.find((r) => r.login === l)?.id).filter((id): id is number => id !== undefined);
}

async function seedMaterials(db: Db, now: number): Promise<number> {
  const authors = await authorIds(db);
  const tagIds = new Map((await db.select({ id: tags.id, slug: tags.slug }).from(tags)).map((t) => [t.slug, t.id]));
  const topicIds = new Map(
    (await db.select({ id: topics.id, slug: topics.slug }).from(topics)).map((t) => [t.slug, t.id]),
  );
  let changes = 0;
  for (const [index, m] of DEMO_MATERIALS.entries()) {
    const at = new Date(now - m.daysAgo * DAY - index * 60_000).toISOString();
    const inserted = await one(
      db
        .insert(pages)
        .values({
          slug: m.slug,
          title: m.title,
          description: m.description,
          preview: artPath('material', m.slug),
          promo: m.type === 'specproject' ? m.description : null,
          pageTypeId: TYPE_IDS[m.type],
          type: m.type,
          content: buildBlocks(m, index),
          userId: authors[index % Math.max(authors.length, 1)] ?? null,
          rating: m.rating,
          views: Math.round(m.rating * 100) + ((index * 37) % 90),
          publishedAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: pages.slug })
        .returning({ id: pages.id }),
    );
    if (inserted) {
      changes += 1;
      if (m.type === 'audio') await db.insert(pageAudios).values({ pageId: inserted.id, ...audioFor(m) });
      if (m.type === 'video')
        await db.insert(pageVideos).values({ pageId: inserted.id, url: VIDEO_URLS[index % VIDEO_URLS.length]! });
    }
    const page = await one(db.select({ id: pages.id }).from(pages).where(eq(pages.slug, m.slug)));
    if (!page) continue;
    const tagRows = m.tags
      .map((s) => tagIds.get(s))
      .filter((id) => id !== undefined)
      .map((tagId) => ({ pageId: page.id, tagId }));
    const topicRows = m.topics
      .map((s) => topicIds.get(s))
      .filter((id) => id !== undefined)
      .map((topicId) => ({ pageId: page.id, topicId }));
    if (tagRows.length) changes += affectedRows(await db.insert(pageTags).values(tagRows).onConflictDoNothing());
    if (topicRows.length) changes += affectedRows(await db.insert(pageTopics).values(topicRows).onConflictDoNothing());
  }
  return changes;
}

async function seedNews(db: Db, now: number): Promise<number> {
  const rows = NEWS.map((n, i) => {
    const at = new Date(now - n.daysAgo * DAY - i * 60_000).toISOString();
    return {
      slug: n.slug,
      title: n.title,
      description: n.description,
      preview: newsPreview(n),
      content: newsBlocks(n),
      publishedAt: at,
      createdAt: at,
    };
  });
  return affectedRows(await db.insert(news).values(rows).onConflictDoNothing({ target: news.slug }));
}

async function seedEvents(db: Db, now: number): Promise<number> {
  const rows = EVENTS.map((e) => ({
    slug: e.slug,
    title: e.title,
    description: e.description,
    preview: eventPreview(e),
    startAt: new Date(now + e.startInHours * HOUR).toISOString(),
    endAt: new Date(now + (e.startInHours + e.hours) * HOUR).toISOString(),
    status: e.status,
    place: e.place,
    isOnline: e.isOnline,
    form: e.withForm ? eventForm(e.withForm) : null,
    content: eventBlocks(e),
  }));
  return affectedRows(await db.insert(events).values(rows).onConflictDoNothing({ target: events.slug }));
}

export async function seedContent(db: Db, now = Date.now()): Promise<number> {
  return (await seedMaterials(db, now)) + (await seedNews(db, now)) + (await seedEvents(db, now));
}
