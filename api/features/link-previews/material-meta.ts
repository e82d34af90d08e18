// The <head> of a material's page (/post/<slug>, /news/<id or slug>, /event/<id or slug>): its title, lead and
// picture, and structured data by kind (an article, a news article, a video, a podcast episode, an event).
// Only published rows: a draft or a withdrawn item has no preview (page-status answers 410 for it).
import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { news, pageAudios, pages, pageVideos } from '../../../db/schema/content.ts';
import { events } from '../../../db/schema/events.ts';
import { one, type Db } from '../../../db/store.ts';
import { pageBriefColumns } from '../../lib/page-brief.ts';
import { event, material, publisher, type JsonLd, type MaterialLd } from './structured-data.ts';
import { absolute, trail, type PageMeta, type Site } from './page-meta.ts';

export const FALLBACK_IMAGE = '/icons/icon-512.png';

interface Shown {
  title: string;
  description: string;
  preview: string | null;
}

/** The fields every kind of structured data takes from the shown row. */
const ldOf = (site: Site, row: Shown, canonical: string) => ({
  title: row.title,
  description: row.description || row.title,
  url: absolute(site, canonical),
  image: absolute(site, row.preview ?? FALLBACK_IMAGE),
});

/** A material's page meta: `ld` then the breadcrumbs from its `section` list. */
const articleMeta = (
  site: Site,
  row: Shown,
  canonical: string,
  ld: JsonLd,
  section: { name: string; path: string },
): PageMeta => ({
  title: row.title,
  description: row.description,
  image: row.preview,
  type: 'article',
  canonical,
  jsonLd: [ld, trail(site, section, row.title, canonical)],
});

/** Up to 9 digits: a longer number is no row of ours (and would overflow PostgreSQL's integer). */
const byKey = (id: AnySQLiteColumn, slug: AnySQLiteColumn, key: string): SQL =>
  /^\d{1,9}$/.test(key) ? (or(eq(slug, key), eq(id, Number(key))) as SQL) : eq(slug, key);

async function postMeta(db: Db, site: Site, slug: string): Promise<PageMeta | null> {
  const row = await one(
    db
      .select(pageBriefColumns)
      .from(pages)
      .where(and(eq(pages.slug, slug), eq(pages.isPublished, true))),
  );
  if (!row) return null;
  const canonical = `/post/${encodeURIComponent(slug)}`;
  let type: MaterialLd['type'] = 'Article';
  let media: string | undefined;
  if (row.type === 'video') {
    type = 'VideoObject';
    const video = await one(db.select({ url: pageVideos.url }).from(pageVideos).where(eq(pageVideos.pageId, row.id)));
    media = video?.url;
  } else if (row.type === 'audio') {
    type = 'PodcastEpisode';
    const audio = await one(
      db
        .select({ path: pageAudios.path })
        .from(pageAudios)
        .where(eq(pageAudios.pageId, row.id))
        .orderBy(asc(pageAudios.position)),
    );
    media = audio && absolute(site, audio.path);
  }
  const ld = material({
    type,
    ...ldOf(site, row, canonical),
    publishedAt: row.publishedAt,
    publisher: publisher(site.name, site.url),
    media,
  });
  return articleMeta(site, row, canonical, ld, { name: 'Каталог', path: '/catalog' });
}

async function newsMeta(db: Db, site: Site, key: string): Promise<PageMeta | null> {
  const row = await one(
    db
      .select({
        slug: news.slug,
        title: news.title,
        description: news.description,
        preview: news.preview,
        publishedAt: news.publishedAt,
      })
      .from(news)
      .where(and(byKey(news.id, news.slug, key), eq(news.isPublished, true))),
  );
  if (!row) return null;
  const canonical = `/news/${encodeURIComponent(row.slug)}`;
  const ld = material({
    type: 'NewsArticle',
    ...ldOf(site, row, canonical),
    publishedAt: row.publishedAt,
    publisher: publisher(site.name, site.url),
  });
  return articleMeta(site, row, canonical, ld, { name: 'Новости', path: '/news' });
}

async function eventMeta(db: Db, site: Site, key: string): Promise<PageMeta | null> {
  const row = await one(
    db
      .select()
      .from(events)
      .where(and(byKey(events.id, events.slug, key), eq(events.isPublished, true))),
  );
  if (!row) return null;
  const canonical = `/event/${encodeURIComponent(row.slug)}`;
  const ld = event({
    ...ldOf(site, row, canonical),
    startAt: row.startAt,
    endAt: row.endAt,
    place: row.place,
    isOnline: row.isOnline,
    postponed: row.status === 'postponed',
    organizer: publisher(site.name, site.url),
  });
  return articleMeta(site, row, canonical, ld, { name: 'Мероприятия', path: '/event' });
}

/** The meta of a material's page, or null when `route` is none of them or the item is not published. */
export function materialMeta(db: Db, site: Site, route: string, key: string): Promise<PageMeta | null> | null {
  if (route === '/post/$slug') return postMeta(db, site, key);
  if (route === '/news/$id') return newsMeta(db, site, key);
  if (route === '/event/$id') return eventMeta(db, site, key);
  return null;
}
