// bookmark-set on the device: the heart changes at once (row marked pending), a rejection puts
// it back unless a newer wish for the same item waits, and a pull writes the server's rows.
// 'You are already add ...' means the item is on, whatever was asked.
import * as v from 'valibot';
import { defineClientMutation, definePullSection } from '../client/sync-module.ts';
import type { BookmarkRow } from '../client/local-schema.ts';
import { bookmarkRowKey } from './bookmark-row-key.ts';

const bookmarkItemKey = (type: string, id: number) => `bookmark:${type}:${id}`;

const ALREADY_ON = /already add/i;

export const bookmarkSetClient = defineClientMutation({
  name: 'bookmark-set',
  tables: ['bookmarks'],
  coalesce: true,
  itemKey: (args) => bookmarkItemKey(args.type, args.id),
  async apply(tx, { owner, at }, { type, id, on }) {
    const table = tx.table('bookmarks');
    const key = bookmarkRowKey(owner, type, id);
    await table.put({ ...(await table.get(key)), key, owner, type, id, on, updatedAt: at, pending: true });
  },
  async settle(tx, ctx, { type, id, on }) {
    if (ctx.superseded) return;
    const table = tx.table('bookmarks');
    const key = bookmarkRowKey(ctx.owner, type, id);
    const finalOn = ctx.outcome === 'applied' ? on : ALREADY_ON.test(ctx.detail ?? '') ? true : !on;
    const existing = await table.get(key);
    await table.put(
      existing
        ? { ...existing, pending: false, on: finalOn }
        : { key, owner: ctx.owner, type, id, on: finalOn, updatedAt: ctx.at, pending: false },
    );
  },
});

export const bookmarksPull = definePullSection({
  key: 'bookmarks',
  item: v.object({
    type: v.string(),
    id: v.number(),
    on: v.boolean(),
    updated_at: v.string(),
    title: v.nullish(v.string()),
    slug: v.nullish(v.string()),
  }),
  tables: ['bookmarks'],
  async merge(tx, { owner, unsettled }, items) {
    const table = tx.table('bookmarks');
    for (const b of items) {
      if (unsettled.has(bookmarkItemKey(b.type, b.id))) continue;
      const row: BookmarkRow = {
        key: bookmarkRowKey(owner, b.type, b.id),
        owner,
        type: b.type,
        id: b.id,
        on: b.on,
        updatedAt: b.updated_at,
        pending: false,
      };
      const shown = { ...(b.title ? { title: b.title } : {}), ...(b.slug ? { slug: b.slug } : {}) };
      // A title the device already knows is kept when the server has none for this type.
      await table.put({ ...(await table.get(row.key)), ...row, ...shown });
    }
  },
});

/**
 * The bookmarks screen's fill from GET /favorite-all/list (bookmarks that are on): adds the rows the device lacks and
 * the titles it does not know, leaving a row's own state alone (the pull decides that). Merged by the worker like a
 * pull section, so the bookmarks table has one writer of the server's data.
 */
export const bookmarksListFill = definePullSection({
  key: 'bookmarks-list',
  item: v.object({
    type: v.string(),
    id: v.number(),
    title: v.nullish(v.string()),
    slug: v.nullish(v.string()),
    created_at: v.string(),
  }),
  tables: ['bookmarks'],
  async merge(tx, { owner }, items) {
    const table = tx.table('bookmarks');
    for (const item of items) {
      const key = bookmarkRowKey(owner, item.type, item.id);
      const known = { title: item.title || undefined, slug: item.slug || undefined };
      const existing = await table.get(key);
      await table.put(
        existing
          ? { ...existing, title: known.title ?? existing.title, slug: known.slug ?? existing.slug }
          : {
              key,
              owner,
              type: item.type,
              id: item.id,
              on: true,
              updatedAt: item.created_at,
              pending: false,
              ...known,
            },
      );
    }
  },
});
