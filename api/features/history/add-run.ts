// A run of pushed 'history-add' mutations (a device read offline: one per material opened) in four
// statements: the same outcomes, rows, viewed times and change versions as addHistory one by one.
// Never refuses alone: an unknown item answers Refused, and the push applies the run one by one.
import { sql } from 'drizzle-orm';
import { historyItems } from '../../../db/schema/history.ts';
import { writeVersionedRun } from '../../lib/change-version.ts';
import { clampClientTime } from '../../lib/client-time.ts';
import { existingItems, itemKey } from '../../lib/item-exists.ts';
import { greatest } from '../../lib/sql-dialect.ts';
import { Refused, type RunContext, type RunItem } from '../../lib/sync-feature.ts';
import { trimHistory } from './service.ts';

/** The viewed time an add stamps: the args' own time (clamped), else the mutation's. */
export function viewedAtOf(ctx: { receivedAt: string }, item: { args: { at?: string }; at: string }): string {
  return item.args.at ? clampClientTime(item.args.at, ctx.receivedAt) : item.at;
}

/**
 * applyMany of 'history-add' (history/sync.ts). One by one, each add takes the next version, keeps the
 * later of the stored and its viewed time, and trims to the newest 30. Here an item added twice is
 * written once, with its later time and its last version; the trim runs once at the end and keeps the
 * same rows, since viewed times only grow: a row trimmed after one add has 30 newer rows from then on,
 * so it would also be out of the newest 30 at the end, and when added again later than that, its time
 * is the later one on both paths. (Among equal times the trim's choice is the database's on both.)
 */
export async function addHistoryRun(
  ctx: RunContext,
  items: readonly RunItem<'history-add'>[],
): Promise<readonly unknown[]> {
  const found = await existingItems(
    ctx.db,
    items.map((i) => i.args),
  );
  const unknown = items.findIndex((i) => !found.has(itemKey(i.args.type, i.args.id)));
  if (unknown >= 0) return items.map((_, k) => (k === unknown ? new Refused('Page not found') : undefined));
  const rows = new Map<
    string,
    { type: (typeof items)[number]['args']['type']; itemId: number; viewedAt: string; change: number }
  >();
  items.forEach((item, k) => {
    const key = itemKey(item.args.type, item.args.id);
    const at = viewedAtOf(ctx, item);
    // Clamped times are all toISOString()'s: their text order is their time order, as greatest() sees it.
    const before = rows.get(key)?.viewedAt;
    const viewedAt = before !== undefined && before > at ? before : at;
    rows.set(key, { type: item.args.type, itemId: item.args.id, viewedAt, change: k });
  });
  await writeVersionedRun(ctx.db, ctx.userId, items.length, (versionOf) =>
    ctx.db
      .insert(historyItems)
      .values(
        [...rows.values()].map(({ change, ...row }) => ({ userId: ctx.userId, ...row, version: versionOf(change) })),
      )
      .onConflictDoUpdate({
        target: [historyItems.userId, historyItems.type, historyItems.itemId],
        set: {
          viewedAt: greatest(ctx.db, historyItems.viewedAt, sql`excluded.viewed_at`),
          version: sql`excluded.version`,
        },
      }),
  );
  await trimHistory(ctx.db, ctx.userId);
  return items.map(() => undefined);
}
