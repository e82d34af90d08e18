// Browsing history of a user: one row per opened item (type + id), the newest 30 kept. Written
// by the 'history-add' mutation (or POST /history); read by GET /history with titles joined in.
import { authorName } from '../../lib/cards.ts';
import { and, asc, desc, eq, gt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/store.ts';
import { news, pages } from '../../../db/schema/content.ts';
import { events } from '../../../db/schema/events.ts';
import { historyItems } from '../../../db/schema/history.ts';
import { reactions } from '../../../db/schema/reactions.ts';
import { users } from '../../../db/schema/users.ts';
import { HISTORY_LIMIT, type HistoryAddArgs } from '../../../sync/mutations/history.ts';
import { versionedWrite, type VersionedWrite } from '../../lib/change-version.ts';
import { httpError } from '../../lib/http-error.ts';
import { itemExistsSql, ITEM_TYPES, type ItemType } from '../../lib/item-exists.ts';
import { perDb } from '../../lib/per-db.ts';
import { greatest } from '../../lib/sql-dialect.ts';

/**
 * Adds (or moves to the top) one item; the newest client time wins; keeps the newest 30. One
 * transaction: the version is taken where the row is written, and the trim is one statement.
 * A run of pushed adds has its own form (add-run.ts), which must leave what this leaves.
 */
export function addHistory(
  db: Db,
  userId: number,
  item: { type: HistoryAddArgs['type']; id: number; at: string },
): Promise<void> {
  return db.transaction(async (tx) => {
    const values = { userId, type: item.type, id: item.id, at: item.at };
    // A missing item writes nothing, and the refusal undoes the version with the transaction.
    if ((await statements(tx).add[item.type](tx, values)) === 0) throw httpError(404, 'Page not found');
    await trimHistory(tx, userId);
  });
}

// Every add runs one: the upsert only when its item exists (a round trip fewer than asking first), built once
// per database and type (per-db.ts). Cast: PostgreSQL types a bare parameter of a select list as text. On
// PostgreSQL the add takes its version in the same statement (change-version.ts), another round trip fewer.
const statements = perDb((db) => {
  const value = (name: string, as: string) => sql`cast(${sql.placeholder(name)} as ${sql.raw(as)})`;
  const add = (type: ItemType, version: SQL) => {
    const columns = ['user_id', 'type', 'item_id', 'viewed_at', 'version'].map((c) => sql.identifier(c));
    const values = [
      value('userId', 'bigint'),
      value('type', 'text'),
      value('id', 'bigint'),
      value('at', 'text'),
      version,
    ];
    return sql`insert into ${historyItems} (${sql.join(columns, sql`, `)}) select ${sql.join(values, sql`, `)}
      where ${itemExistsSql(db, type)}
      on conflict (user_id, type, item_id) do update
      set viewed_at = ${greatest(db, historyItems.viewedAt, sql`excluded.viewed_at`)}, version = excluded.version`;
  };
  return {
    add: Object.fromEntries(
      ITEM_TYPES.map((t) => [t, versionedWrite(db, (version) => add(t, sql`cast(${version} as bigint)`))]),
    ) as Record<ItemType, VersionedWrite>,
  };
});

/** Deletes the user's history rows but the newest HISTORY_LIMIT: one statement, in the transaction that adds. */
export async function trimHistory(db: Db, userId: number): Promise<void> {
  const key = sql`${historyItems.type} || ':' || ${historyItems.itemId}`;
  const keep = db
    .select({ k: key })
    .from(historyItems)
    .where(eq(historyItems.userId, userId))
    .orderBy(desc(historyItems.viewedAt))
    .limit(HISTORY_LIMIT);
  await db.delete(historyItems).where(and(eq(historyItems.userId, userId), notInArray(key, keep)));
}

async function historyRows(db: Db, userId: number, where: SQL | undefined, order: 'viewed' | 'version') {
  return db
    .select({
      id: historyItems.itemId,
      type: historyItems.type,
      created_at: historyItems.viewedAt,
      title: sql<string>`coalesce(${pages.title}, ${news.title}, ${events.title}, '')`,
      slug: sql<string | null>`coalesce(${pages.slug}, ${news.slug}, ${events.slug})`,
      preview: sql<string | null>`coalesce(${pages.preview}, ${news.preview}, ${events.preview})`,
      page_type_id: pages.pageTypeId,
      author_id: users.id,
      author_first: users.name,
      author_last: users.lastName,
      author_type: users.typeId,
      liked: sql<number>`case when ${reactions.value} = 1 then 1 else 0 end`,
    })
    .from(historyItems)
    .leftJoin(pages, and(eq(historyItems.type, 'post'), eq(pages.id, historyItems.itemId)))
    .leftJoin(news, and(eq(historyItems.type, 'news'), eq(news.id, historyItems.itemId)))
    .leftJoin(events, and(eq(historyItems.type, 'event'), eq(events.id, historyItems.itemId)))
    .leftJoin(users, eq(users.id, pages.userId))
    .leftJoin(
      reactions,
      and(
        eq(reactions.userId, historyItems.userId),
        eq(reactions.targetType, historyItems.type),
        eq(reactions.targetId, historyItems.itemId),
      ),
    )
    .where(and(eq(historyItems.userId, userId), where))
    .orderBy(order === 'viewed' ? desc(historyItems.viewedAt) : asc(historyItems.version))
    .limit(HISTORY_LIMIT);
}

/**
 * The spec's history item: id, title, user {id, name} (a material's author), type {id, code} (code:
 * post, news or event; id: a material's page type), created_at, preview, like (1 = liked) and the key.
 */
export async function listHistory(db: Db, userId: number) {
  const list = await historyRows(db, userId, undefined, 'viewed');
  return {
    list: list.map(({ page_type_id, author_id, author_first, author_last, author_type, liked, ...r }) => ({
      ...r,
      key: `${r.type}:${r.id}`,
      type: { id: page_type_id ?? null, code: r.type },
      user: author_id ? { id: author_id, name: authorName(author_first, author_last, author_type) } : null,
      like: liked ? 1 : 0,
    })),
    total: list.length,
  };
}

/** The pull section: visits changed after `version`, with what the device's list shows. */
export async function historyChangedSince(db: Db, userId: number, version: number) {
  return (await historyRows(db, userId, gt(historyItems.version, version), 'version')).map((r) => ({
    type: r.type,
    id: r.id,
    title: r.title,
    slug: r.slug,
    preview: r.preview,
    viewed_at: r.created_at,
  }));
}
