// reaction-set on the device: the like bar changes at once (row marked pending). A rejection (the
// author blocked the user, the item is gone) drops the row, so the screen falls back to the state
// the server last gave it, unless a newer wish for the same item waits. A pull writes the user's
// reactions from other devices.
import * as v from 'valibot';
import { defineClientMutation, definePullSection } from '../client/sync-module.ts';
import type { Reaction } from './social.ts';

export const reactionRowKey = (owner: string, type: string, id: number) => `${owner}:${type}:${id}`;
export const reactionItemKey = (type: string, id: number) => `reaction:${type}:${id}`;

const VALUE: Record<Reaction, number> = { like: 1, dislike: -1, none: 0 };

export const reactionSetClient = defineClientMutation({
  name: 'reaction-set',
  tables: ['reactions'],
  coalesce: true,
  itemKey: (a) => reactionItemKey(a.type, a.id),
  async apply(tx, { owner, at }, a) {
    const key = reactionRowKey(owner, a.type, a.id);
    await tx
      .table('reactions')
      .put({ key, owner, type: a.type, id: a.id, value: VALUE[a.reaction], pending: true, updatedAt: at });
  },
  async settle(tx, ctx, a) {
    if (ctx.superseded) return;
    const table = tx.table('reactions');
    const key = reactionRowKey(ctx.owner, a.type, a.id);
    if (ctx.outcome === 'rejected') return table.delete(key);
    const row = await table.get(key);
    if (row) await table.put({ ...row, pending: false });
  },
});

export const reactionsPull = definePullSection({
  key: 'reactions',
  item: v.object({ type: v.string(), id: v.number(), value: v.number(), updated_at: v.string() }),
  tables: ['reactions'],
  async merge(tx, { owner, unsettled }, items) {
    const table = tx.table('reactions');
    for (const r of items) {
      if (unsettled.has(reactionItemKey(r.type, r.id))) continue;
      const key = reactionRowKey(owner, r.type, r.id);
      await table.put({ key, owner, type: r.type, id: r.id, value: r.value, pending: false, updatedAt: r.updated_at });
    }
  },
});
