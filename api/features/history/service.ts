// Browsing history of a user: one row per opened item (type + id), the newest 30 kept. Written
// by the 'history-add' mutation (or POST /history); read by GET /history with titles joined in.
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { news, pages } from '../../../db/schema/content.ts';
import { events } from '../../../db/schema/events.ts';
import { historyItems } from '../../../db/schema/history.ts';
import { HISTORY_LIMIT, type HistoryAddArgs } from '../../../sync/mutations/history.ts';
import { httpError } from '../../lib/http-error.ts';
import { itemExists } from '../../lib/item-exists.ts';

/** Adds (or moves to the top) one item; the newest client time wins; keeps the newest 30. */
export function addHistory(db: Db, userId: number, item: { type: HistoryAddArgs['type']; id: number; at: string }): void {
  if (!itemExists(db, item.type, item.id)) throw httpError(404, 'Page not found');
  db.insert(historyItems)
    .values({ userId, type: item.type, itemId: item.id, viewedAt: item.at })
    .onConflictDoUpdate({
      target: [historyItems.userId, historyItems.type, historyItems.itemId],
      set: { viewedAt: sql`max(${historyItems.viewedAt}, excluded.viewed_at)` },
    })
    .run();
  const keep = db
    .select({ k: sql<string>`${historyItems.type} || ':' || ${historyItems.itemId}` })
    .from(historyItems)
    .where(eq(historyItems.userId, userId))
    .orderBy(desc(historyItems.viewedAt))
    .limit(HISTORY_LIMIT)
    .all()
    .map((r) => r.k);
  db.delete(historyItems).where(and(eq(historyItems.userId, userId), notInArray(sql`${historyItems.type} || ':' || ${historyItems.itemId}`, keep))).run();
}

export function listHistory(db: Db, userId: number) {
  const list = db
    .select({
      id: historyItems.itemId,
      type: historyItems.type,
      created_at: historyItems.viewedAt,
      title: sql<string>`coalesce(${pages.title}, ${news.title}, ${events.title}, '')`,
      slug: sql<string | null>`coalesce(${pages.slug}, ${news.slug}, ${events.slug})`,
      preview: sql<string | null>`coalesce(${pages.preview}, ${news.preview}, ${events.preview})`,
    })
    .from(historyItems)
    .leftJoin(pages, and(eq(historyItems.type, 'post'), eq(pages.id, historyItems.itemId)))
    .leftJoin(news, and(eq(historyItems.type, 'news'), eq(news.id, historyItems.itemId)))
    .leftJoin(events, and(eq(historyItems.type, 'event'), eq(events.id, historyItems.itemId)))
    .where(eq(historyItems.userId, userId))
    .orderBy(desc(historyItems.viewedAt))
    .limit(HISTORY_LIMIT)
    .all();
  return { list: list.map((r) => ({ ...r, key: `${r.type}:${r.id}`, type: { code: r.type } })), total: list.length };
}
