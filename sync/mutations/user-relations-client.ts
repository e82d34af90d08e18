// follow-set and block-set on the device, and the 'relations' pull. The profile's button changes at
// once (row marked pending). Applied, the row stays as the known state until the next pull of the
// relations replaces it; rejected, it goes, so the profile shows the server's state (and the outbox
// keeps the detail). The pull sends the user's follows, followers and blocks whole, so the own
// profile's lists and every profile's buttons work offline on a second device.
import * as v from 'valibot';
import { defineClientMutation, definePullSection } from '../client/sync-module.ts';
import type { UserRelationRow } from '../client/local-schema.ts';

type Kind = UserRelationRow['kind'];

export const userRelationRowKey = (owner: string, kind: Kind, userId: number) => `${owner}:${kind}:${userId}`;
export const userRelationItemKey = (kind: Kind, userId: number) => `${kind}:${userId}`;

function relationSet<N extends 'follow-set' | 'block-set'>(name: N, kind: 'follow' | 'block') {
  return defineClientMutation({
    name,
    tables: ['userRelations'],
    coalesce: true,
    itemKey: (a) => userRelationItemKey(kind, a.user_id),
    async apply(tx, { owner, at }, a) {
      const table = tx.table('userRelations');
      const key = userRelationRowKey(owner, kind, a.user_id);
      const known = await table.get(key);
      await table.put({ ...known, key, owner, kind, userId: a.user_id, on: a.on, pending: true, updatedAt: at });
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

const listedUser = v.object({ id: v.number(), name: v.string(), avatar: v.nullable(v.string()), since: v.string() });

export const relationsPull = definePullSection({
  key: 'relations',
  item: v.object({ following: v.array(listedUser), followers: v.array(listedUser), blocked: v.array(listedUser) }),
  tables: ['userRelations'],
  async merge(tx, { owner, unsettled }, items) {
    const snapshot = items[items.length - 1];
    if (!snapshot) return;
    const table = tx.table('userRelations');
    const waits = (kind: Kind, userId: number) => unsettled.has(userRelationItemKey(kind, userId));
    // The snapshot replaces every row but a wish still waiting to be sent.
    for (const row of await table.byPrefix(`${owner}:`))
      if (row.kind === 'follower' || !waits(row.kind, row.userId)) await table.delete(row.key);
    const lists: [Kind, v.InferOutput<typeof listedUser>[]][] = [
      ['follow', snapshot.following],
      ['follower', snapshot.followers],
      ['block', snapshot.blocked],
    ];
    for (const [kind, list] of lists)
      for (const u of list) {
        const key = userRelationRowKey(owner, kind, u.id);
        const waiting = waits(kind, u.id) ? await table.get(key) : undefined;
        const pulled = { name: u.name, avatar: u.avatar, since: u.since };
        await table.put(
          waiting
            ? { ...waiting, ...pulled }
            : { key, owner, kind, userId: u.id, on: true, pending: false, updatedAt: u.since, ...pulled },
        );
      }
  },
});
