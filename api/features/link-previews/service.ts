// Finds what a shared link points at (/post/{slug}, /news/{id or slug}, /event/{id or slug})
// so the server can put its title, description and image into the HTML it sends.
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { one, type Db } from '../../../db/store.ts';
import { news, pages } from '../../../db/schema/content.ts';
import { events } from '../../../db/schema/events.ts';

export interface Preview {
  title: string;
  description: string;
  image: string | null;
  type: 'article' | 'website';
}

const ROUTE = /^\/(post|news|event)\/([^/]+)\/?$/;

function byKey(idColumn: AnySQLiteColumn, slugColumn: AnySQLiteColumn, key: string): SQL {
  return /^\d+$/.test(key) ? eq(idColumn, Number(key)) : eq(slugColumn, key);
}

/** The preview of the material at `path`, or null when the path is not one or it is not found. */
export async function findPreview(db: Db, path: string): Promise<Preview | null> {
  const m = ROUTE.exec(path);
  if (!m) return null;
  let key: string;
  try {
    key = decodeURIComponent(m[2]!);
  } catch {
    return null;
  }
  const cols = (t: typeof pages | typeof news | typeof events) => ({
    title: t.title,
    description: t.description,
    preview: t.preview,
  });
  const row = await one(
    m[1] === 'post'
      ? db
          .select(cols(pages))
          .from(pages)
          .where(and(byKey(pages.id, pages.slug, key), eq(pages.isPublished, true)))
      : m[1] === 'news'
        ? db
            .select(cols(news))
            .from(news)
            .where(and(byKey(news.id, news.slug, key), eq(news.isPublished, true)))
        : db
            .select(cols(events))
            .from(events)
            .where(and(byKey(events.id, events.slug, key), eq(events.isPublished, true))),
  );
  if (!row) return null;
  return { title: row.title, description: row.description, image: row.preview, type: 'article' };
}
