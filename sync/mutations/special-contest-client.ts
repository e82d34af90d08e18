// special-vote on the device: the vote shows at once (row marked pending). Applied, it stays as the
// user's vote (readable offline); rejected (already voted elsewhere, the work withdrawn), the row
// goes and the screen reads the server's state again.
import { defineClientMutation } from '../client/sync-module.ts';

export const specialVoteKey = (owner: string, workId: number) => `${owner}:${workId}`;

export const specialVoteClient = defineClientMutation({
  name: 'special-vote',
  tables: ['specialVotes'],
  itemKey: (args) => `special-vote:${args.video_id}`,
  async apply(tx, { owner, at }, args) {
    await tx.table('specialVotes').put({
      key: specialVoteKey(owner, args.video_id),
      workId: args.video_id,
      clarity: args.clarity,
      fascination: args.fascination,
      scientific: args.scientific,
      pending: true,
      updatedAt: at,
    });
  },
  async settle(tx, ctx, args) {
    if (ctx.superseded) return;
    const key = specialVoteKey(ctx.owner, args.video_id);
    if (ctx.outcome === 'applied') {
      const row = await tx.table('specialVotes').get(key);
      if (row) await tx.table('specialVotes').put({ ...row, pending: false, updatedAt: ctx.at });
    } else await tx.table('specialVotes').delete(key);
  },
});
