// A run of pushed 'bookmark-set' mutations in a few statements (a device's offline queue is mostly
// these): the same outcomes, rows, set times and change versions as setBookmark/resendBookmark one
// by one, but one read per table and one write per table. Never refuses alone: it answers Refused.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { bookmarks } from '../../../db/schema/bookmarks.ts';
import type { BookmarkType } from '../../../sync/rules/bookmarks.ts';
import { writeVersionedRun } from '../../lib/change-version.ts';
import { nowIso } from '../../lib/clock.ts';
import { publishedIds } from '../../lib/item-exists.ts';
import { newestWinsRun, setItem } from '../../lib/set-times.ts';
import { Refused, Superseded, type RunContext, type RunItem } from '../../lib/sync-feature.ts';

interface Row {
  on: boolean;
  createdAt: string;
  updatedAt: string;
  version: number;
}

const NOT_FOUND = 'Page not found';

/** The stored rows of the run's bookmarks, by item name. */
async function rowsOf(ctx: RunContext, refs: readonly { type: BookmarkType; id: number }[]): Promise<Map<string, Row>> {
  const byType = new Map<BookmarkType, number[]>();
  for (const r of refs) byType.set(r.type, [...(byType.get(r.type) ?? []), r.id]);
  const rows = await ctx.db
    .select({
      type: bookmarks.type,
      id: bookmarks.itemId,
      on: bookmarks.on,
      createdAt: bookmarks.createdAt,
      updatedAt: bookmarks.updatedAt,
      version: bookmarks.version,
    })
    .from(bookmarks)
    .where(
      and(
        eq(bookmarks.userId, ctx.userId),
        or(...[...byType].map(([type, ids]) => and(eq(bookmarks.type, type), inArray(bookmarks.itemId, ids)))),
      ),
    );
  return new Map(rows.map(({ type, id, ...row }) => [setItem.bookmark(type, id), row]));
}

/** applyMany of 'bookmark-set' (favorites/sync.ts): see the module comment. */
export async function setBookmarkRun(
  ctx: RunContext,
  items: readonly RunItem<'bookmark-set'>[],
): Promise<readonly unknown[]> {
  const keys = items.map((i) => setItem.bookmark(i.args.type, i.args.id));
  const { superseded, stamp } = await newestWinsRun(
    ctx.db,
    ctx.userId,
    items.map((i, k) => ({ item: keys[k]!, time: { at: i.at, clientId: ctx.clientId } })),
  );
  const rows = await rowsOf(
    ctx,
    items.map((i) => i.args),
  );
  // The bookmarks of each change (and each resend of a superseded wish), in order: each takes the next version.
  const changed: string[] = [];
  const refs = new Map(items.map((i, k) => [keys[k]!, i.args]));
  const mustExist: { k: number; type: BookmarkType; id: number }[] = [];
  const now = nowIso();
  const outcomes = items.map(({ args }, k): unknown => {
    const key = keys[k]!;
    const row = rows.get(key);
    if (superseded[k]) {
      rows.set(key, row ?? { on: false, createdAt: now, updatedAt: now, version: 0 });
      changed.push(key);
      return new Superseded();
    }
    if ((row?.on ?? false) === args.on) return undefined;
    if (args.on) mustExist.push({ k, type: args.type, id: args.id });
    rows.set(
      key,
      args.on || !row
        ? { on: args.on, createdAt: now, updatedAt: now, version: 0 }
        : { ...row, on: false, updatedAt: now },
    );
    changed.push(key);
    return undefined;
  });
  // One read per type of the items turned on; a missing one makes the push apply the run one by one.
  for (const type of new Set(mustExist.map((m) => m.type))) {
    const found = await publishedIds(
      ctx.db,
      type,
      mustExist.filter((m) => m.type === type).map((m) => m.id),
    );
    const missing = mustExist.find((m) => m.type === type && !found.has(m.id));
    if (missing) return outcomes.map((o, k) => (k === missing.k ? new Refused(NOT_FOUND) : o));
  }
  await stamp();
  if (changed.length === 0) return outcomes;
  // A bookmark changed twice keeps the later version, as the second of two writes would leave it.
  const lastChange = new Map(changed.map((key, n) => [key, n]));
  await writeVersionedRun(ctx.db, ctx.userId, changed.length, (versionOf) =>
    ctx.db
      .insert(bookmarks)
      .values(
        [...lastChange].map(([key, n]) => {
          const { type, id } = refs.get(key)!;
          return { userId: ctx.userId, type, itemId: id, ...rows.get(key)!, version: versionOf(n) };
        }),
      )
      .onConflictDoUpdate({
        target: [bookmarks.userId, bookmarks.type, bookmarks.itemId],
        set: {
          on: sql`excluded.is_on`,
          createdAt: sql`excluded.created_at`,
          updatedAt: sql`excluded.updated_at`,
          version: sql`excluded.version`,
        },
      }),
  );
  return outcomes;
}
