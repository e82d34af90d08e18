// follow-set and block-set on the device: the profile's button changes at once (row marked
// pending). Applied, the row stays as the known state until the profile reads the server again;
// rejected, it goes, so the profile shows the server's state (and the outbox keeps the detail).
import { defineClientMutation } from '../client/sync-module.ts';
import type { UserRelationRow } from '../client/local-schema.ts';

type Kind = UserRelationRow['kind'];

export const userRelationRowKey = (owner: string, kind: Kind, userId: number) => `${owner}:${kind}:${userId}`;
export const userRelationItemKey = (kind: Kind, userId: number) => `${kind}:${userId}`;

function relationSet<N extends 'follow-set' | 'block-set'>(name: N, kind: Kind) {
  return defineClientMutation({
    name,
    tables: ['userRelations'],
    coalesce: true,
    itemKey: (a) => userRelationItemKey(kind, a.user_id),
    async apply(tx, { owner, at }, a) {
      const key = userRelationRowKey(owner, kind, a.user_id);
      await tx
        .table('userRelations')
        .put({ key, owner, kind, userId: a.user_id, on: a.on, pending: true, updatedAt: at });
    },
    async settle(tx, ctx, a) {
      if (ctx.superseded) return;
      const table = tx.table('userRelations');
      const key = userRelationRowKey(ctx.owner, kind, a.user_id);
      if (ctx.outcome === 'rejected') return table.delete(key);
      const row = await table.get(key);
      if (row) await table.put({ ...row, pending: false, updatedAt: ctx.at });
    },
  });
}

export const followSetClient = relationSet('follow-set', 'follow');
export const blockSetClient = relationSet('block-set', 'block');
