// Collections on the device: created, renamed and filled offline ('collection-create',
// 'collection-rename', 'collection-item-set'), and the user's collections pulled to every device.
// A row keeps the server's page list and the local wishes still waiting; `pageIds` is always the two
// together, so the screens show an offline change at once and a pull never hides one still unsent.
// A collection made on the device has a temporary negative id (from its client_key) until the
// server's id comes back in the push result; mutations queued meanwhile name it by its key, which
// the server resolves, so nothing queued is ever rewritten.
import * as v from 'valibot';
import type { DeviceTx } from '../client/device-store.ts';
import type { CollectionRow } from '../client/local-schema.ts';
import { defineClientMutation, definePullSection } from '../client/sync-module.ts';
import { collectionCreateResult, type CollectionRef } from './social.ts';

export const collectionRowKey = (owner: string, id: number) => `${owner}:${id}`;

/** The temporary id of a collection created on the device: negative, and known from its key alone. */
export function localCollectionId(clientKey: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < clientKey.length; i += 1) hash = Math.imul(hash ^ clientKey.charCodeAt(i), 0x01000193) >>> 0;
  return -(hash + 1);
}

/** How a mutation names the collection of a row: by key while it exists only here, by id afterwards. */
export function collectionRefOf(row: Pick<CollectionRow, 'id' | 'clientKey'>): CollectionRef {
  return row.id < 0 && row.clientKey ? { collection_key: row.clientKey } : { collection_id: row.id };
}

const refKey = (a: CollectionRef) =>
  a.collection_id !== undefined ? String(a.collection_id) : `k:${a.collection_key}`;
export const collectionItemKey = (a: CollectionRef, pageId: number) => `collection-item:${refKey(a)}:${pageId}`;
export const collectionTitleKey = (a: CollectionRef) => `collection-title:${refKey(a)}`;

/** The server's list with the waiting wishes applied: an added material goes to the end. */
export function withWishes(serverPageIds: readonly number[], wishes: Record<string, boolean>): number[] {
  const out = serverPageIds.filter((id) => wishes[id] !== false);
  for (const [id, on] of Object.entries(wishes)) if (on && !out.includes(Number(id))) out.push(Number(id));
  return out;
}

/** The row a mutation names: by id, or by key (the temporary row, or the row that took its server id). */
async function rowOf(tx: DeviceTx, owner: string, a: CollectionRef): Promise<CollectionRow | undefined> {
  const table = tx.table('collections');
  if (a.collection_id !== undefined) return table.get(collectionRowKey(owner, a.collection_id));
  const key = a.collection_key ?? '';
  return (
    (await table.get(collectionRowKey(owner, localCollectionId(key)))) ??
    (await table.byPrefix(`${owner}:`)).find((r) => r.clientKey === key)
  );
}

function withoutKey<T extends object, K extends keyof T>(row: T, key: K): Omit<T, K> {
  const { [key]: _, ...rest } = row;
  return rest;
}

export const collectionCreateClient = defineClientMutation({
  name: 'collection-create',
  tables: ['collections'],
  async apply(tx, { owner, at }, a) {
    const id = localCollectionId(a.client_key);
    await tx.table('collections').put({
      key: collectionRowKey(owner, id),
      owner,
      id,
      title: a.title,
      description: '',
      isPublic: a.is_public ?? false,
      cover: null,
      pageIds: [],
      serverPageIds: [],
      wishes: {},
      updatedAt: at,
      clientKey: a.client_key,
      pending: true,
    });
  },
  async settle(tx, ctx, a) {
    const table = tx.table('collections');
    const localId = localCollectionId(a.client_key);
    const temp = await table.get(collectionRowKey(ctx.owner, localId));
    if (!temp) return; // a pull already put the server's row in its place
    await table.delete(temp.key);
    const made = v.safeParse(collectionCreateResult, ctx.value);
    if (ctx.outcome === 'rejected' || !made.success) return;
    const id = made.output.id;
    const known = await table.get(collectionRowKey(ctx.owner, id));
    const base = known ?? { ...temp, serverPageIds: [] };
    const wishes = { ...temp.wishes, ...base.wishes };
    await table.put({
      ...withoutKey(base, 'pending'),
      key: collectionRowKey(ctx.owner, id),
      id,
      title: temp.title,
      serverTitle: temp.serverTitle,
      wishes,
      pageIds: withWishes(base.serverPageIds, wishes),
      clientKey: a.client_key,
      localId,
    });
  },
});

export const collectionRenameClient = defineClientMutation({
  name: 'collection-rename',
  tables: ['collections'],
  coalesce: true,
  itemKey: (a) => collectionTitleKey(a),
  async apply(tx, { owner }, a) {
    const row = await rowOf(tx, owner, a);
    if (row) await tx.table('collections').put({ ...row, serverTitle: row.serverTitle ?? row.title, title: a.title });
  },
  async settle(tx, ctx, a) {
    const row = await rowOf(tx, ctx.owner, a);
    if (!row) return;
    const table = tx.table('collections');
    // A later rename still waits: its title stays shown; the server now holds this one.
    if (ctx.superseded) return ctx.outcome === 'applied' ? table.put({ ...row, serverTitle: a.title }) : undefined;
    const title = ctx.outcome === 'applied' ? a.title : (row.serverTitle ?? row.title);
    await table.put({ ...withoutKey(row, 'serverTitle'), title });
  },
});

export const collectionItemSetClient = defineClientMutation({
  name: 'collection-item-set',
  tables: ['collections'],
  coalesce: true,
  itemKey: (a) => collectionItemKey(a, a.page_id),
  async apply(tx, { owner }, a) {
    const row = await rowOf(tx, owner, a);
    if (!row) return; // not on this device yet: the server's answer and the next pull show it
    const wishes = { ...row.wishes, [a.page_id]: a.on };
    await tx.table('collections').put({ ...row, wishes, pageIds: withWishes(row.serverPageIds, wishes) });
  },
  async settle(tx, ctx, a) {
    if (ctx.superseded) return;
    const row = await rowOf(tx, ctx.owner, a);
    if (!row) return;
    const wishes = { ...row.wishes };
    delete wishes[a.page_id];
    let server = row.serverPageIds;
    if (ctx.outcome === 'applied')
      server = a.on
        ? server.includes(a.page_id)
          ? server
          : [...server, a.page_id]
        : server.filter((id) => id !== a.page_id);
    await tx.table('collections').put({ ...row, wishes, serverPageIds: server, pageIds: withWishes(server, wishes) });
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
    client_key: v.nullish(v.string()),
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
      const clientKey = c.client_key ?? undefined;
      // A collection made here whose create was applied but not settled yet: this row replaces it.
      const temp = clientKey ? await table.get(collectionRowKey(owner, localCollectionId(clientKey))) : undefined;
      if (temp) await table.delete(temp.key);
      const old = (await table.get(key)) ?? temp;
      const refs: CollectionRef[] = [{ collection_id: c.id }, ...(clientKey ? [{ collection_key: clientKey }] : [])];
      // Only wishes still waiting survive; a settled one is in the server's list already.
      const wishes = Object.fromEntries(
        Object.entries(old?.wishes ?? {}).filter(([pageId]) =>
          refs.some((r) => unsettled.has(collectionItemKey(r, Number(pageId)))),
        ),
      );
      const renaming = refs.some((r) => unsettled.has(collectionTitleKey(r)));
      const serverTitle = c.title ?? '';
      const serverPageIds = c.page_ids ?? [];
      await table.put({
        key,
        owner,
        id: c.id,
        title: renaming && old ? old.title : serverTitle,
        ...(renaming ? { serverTitle } : {}),
        description: c.description ?? '',
        isPublic: c.is_public ?? false,
        cover: c.cover ?? null,
        serverPageIds,
        wishes,
        pageIds: withWishes(serverPageIds, wishes),
        updatedAt: c.updated_at ?? '',
        ...(clientKey ? { clientKey } : {}),
        ...(temp ? { localId: temp.id } : old?.localId !== undefined ? { localId: old.localId } : {}),
      });
    }
  },
});
