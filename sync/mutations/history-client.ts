// history-add on the device: the visit is listed at once (per owner, 30 newest, one row per
// item). It syncs quietly: a visit is not an action the user waits on, so the indicator does
// not count it. A rejection (an item the server does not know) leaves the device list alone;
// a pull brings visits made on other devices.
import * as v from 'valibot';
import { defineClientMutation, definePullSection } from '../client/sync-module.ts';
import type { DeviceTx } from '../client/device-store.ts';
import type { HistoryRow } from '../client/local-schema.ts';
import { HISTORY_LIMIT, HISTORY_TYPES, type HistoryAddArgs } from './history.ts';

/** Guests keep a device-only history under 'guest'. */
export const historyPrefix = (owner: string | null) => `${owner ?? 'guest'}:`;
const historyKey = (owner: string | null, type: string, id: number) => `${historyPrefix(owner)}${type}:${id}`;

/** The device row of a visit (also written directly for guests, who queue nothing). */
export function historyRow(owner: string | null, args: HistoryAddArgs, at: string): HistoryRow {
  const shown = args.shown;
  return {
    key: historyKey(owner, args.type, args.id),
    id: args.id,
    typeCode: args.type,
    title: shown?.title ?? '',
    preview: shown?.preview,
    slug: shown?.slug,
    viewedAt: args.at ?? at,
  };
}

/** Rows past the newest HISTORY_LIMIT of one owner (to delete). */
export function staleHistoryKeys(rows: readonly HistoryRow[]): string[] {
  return [...rows]
    .sort((a, b) => b.viewedAt.localeCompare(a.viewedAt))
    .slice(HISTORY_LIMIT)
    .map((r) => r.key);
}

async function trim(tx: DeviceTx, owner: string): Promise<void> {
  const table = tx.table('history');
  for (const key of staleHistoryKeys(await table.byPrefix(historyPrefix(owner)))) await table.delete(key);
}

export const historyAddClient = defineClientMutation({
  name: 'history-add',
  tables: ['history'],
  quiet: true,
  async apply(tx, { owner, at }, args) {
    const table = tx.table('history');
    const row = historyRow(owner, args, at);
    const existing = await table.get(row.key);
    await table.put({ ...existing, ...row, title: row.title || existing?.title || '' });
    await trim(tx, owner);
  },
});

export const historyPull = definePullSection({
  key: 'history',
  item: v.object({
    type: v.picklist(HISTORY_TYPES),
    id: v.number(),
    title: v.string(),
    slug: v.nullable(v.string()),
    preview: v.nullable(v.string()),
    viewed_at: v.string(),
  }),
  tables: ['history'],
  async merge(tx, { owner }, items) {
    const table = tx.table('history');
    for (const h of items) {
      const key = historyKey(owner, h.type, h.id);
      const existing = await table.get(key);
      if (existing && existing.viewedAt >= h.viewed_at) continue;
      await table.put({
        key,
        id: h.id,
        typeCode: h.type,
        title: h.title,
        preview: h.preview ?? undefined,
        slug: h.slug ?? undefined,
        viewedAt: h.viewed_at,
      });
    }
    await trim(tx, owner);
  },
});
