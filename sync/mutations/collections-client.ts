// collection-item-set on the device and the user's collections pulled to every device. A row keeps
// the server's page list and the local wishes still waiting; `pageIds` is always the two together,
// so the screens show an offline change at once and a pull never hides one still unsent.
import * as v from 'valibot';
import type { CollectionRow } from '../client/local-schema.ts';
import { defineClientMutation, definePullSection } from '../client/sync-module.ts';

const collectionRowKey = (owner: string, id: number) => `${owner}:${id}`;
const collectionItemKey = (collectionId: number, pageId: number) => `collection-item:${collectionId}:${pageId}`;

/** The server's list with the waiting wishes applied: an added material goes to the end. */
export function withWishes(serverPageIds: readonly number[], wishes: Record<string, boolean>): number[] {
  const out = serverPageIds.filter((id) => wishes[id] !== false);
  for (const [id, on] of Object.entries(wishes)) if (on && !out.includes(Number(id))) out.push(Number(id));
  return out;
}

function withoutWish(row: CollectionRow, pageId: number): Record<string, boolean> {
  const wishes = { ...row.wishes };
  delete wishes[pageId];
  return wishes;
}

export const collectionItemSetClient = defineClientMutation({
  name: 'collection-item-set',
  tables: ['collections'],
  coalesce: true,
  itemKey: (a) => collectionItemKey(a.collection_id, a.page_id),
  async apply(tx, { owner }, a) {
    const table = tx.table('collections');
    const row = await table.get(collectionRowKey(owner, a.collection_id));
    if (!row) return; // not on this device yet: the server's answer and the next pull show it
    const wishes = { ...row.wishes, [a.page_id]: a.on };
    await table.put({ ...row, wishes, pageIds: withWishes(row.serverPageIds, wishes) });
  },
  async settle(tx, ctx, a) {
    if (ctx.superseded) return;
    const table = tx.table('collections');
    const row = await table.get(collectionRowKey(ctx.owner, a.collection_id));
    if (!row) return;
    const wishes = withoutWish(row, a.page_id);
    let server = row.serverPageIds;
    if (ctx.outcome === 'applied')
      server = a.on
        ? server.includes(a.page_id)
          ? server
          : [...server, a.page_id]
        : server.filter((id) => id !== a.page_id);
    await table.put({ ...row, wishes, serverPageIds: server, pageIds: withWishes(server, wishes) });
  },
});

export const collectionsPull = definePullSection({
  key: 'collections',
  item: v.object({
    id: v.number(),
    deleted: v.optional(v.boolean()),
    title: v.optional(v.string()),
    description: v.nullish(v.string()),
    is_public: v.optional(v.boolean()),
    cover: v.nullish(v.string()),
    page_ids: v.optional(v.array(v.number())),
    updated_at: v.optional(v.string()),
  }),
  tables: ['collections'],
  async merge(tx, { owner, unsettled }, items) {
    const table = tx.table('collections');
    for (const c of items) {
      const key = collectionRowKey(owner, c.id);
      if (c.deleted) {
        await table.delete(key);
        continue;
      }
      const old = await table.get(key);
      // Only wishes still waiting survive; a settled one is in the server's list already.
      const wishes = Object.fromEntries(
        Object.entries(old?.wishes ?? {}).filter(([pageId]) => unsettled.has(collectionItemKey(c.id, Number(pageId)))),
      );
      const serverPageIds = c.page_ids ?? [];
      await table.put({
        key,
        owner,
        id: c.id,
        title: c.title ?? '',
        description: c.description ?? '',
        isPublic: c.is_public ?? false,
        cover: c.cover ?? null,
        serverPageIds,
        wishes,
        pageIds: withWishes(serverPageIds, wishes),
        updatedAt: c.updated_at ?? '',
      });
    }
  },
});
