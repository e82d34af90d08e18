// Community moves on the device: the screen shows the new state at once (row marked pending);
// when the server answers, the row goes and the screen reads the community again, so a rejected
// move falls back to the server's state. A later move of the same community keeps its own row.
import { defineClientMutation } from '../client/sync-module.ts';
import type { CommunityState } from '../rules/communities.ts';
import type { CommunityMove } from './communities.ts';

export const communityMembershipKey = (owner: string, communityId: number) => `${owner}:${communityId}`;
const communityItemKey = (communityId: number) => `community:${communityId}`;

/** The state a move leads to, shown while it waits. */
const MOVE_TARGET: Record<CommunityMove, CommunityState> = {
  'community-join': 'member',
  'community-leave': 'none',
  'community-request': 'requested',
  'community-request-cancel': 'none',
};

function communityMove<N extends CommunityMove>(name: N) {
  return defineClientMutation({
    name,
    tables: ['communityMemberships'],
    itemKey: (args) => communityItemKey(args.community_id),
    async apply(tx, { owner, at }, args) {
      const key = communityMembershipKey(owner, args.community_id);
      await tx
        .table('communityMemberships')
        .put({ key, communityId: args.community_id, state: MOVE_TARGET[name], pending: true, updatedAt: at });
    },
    async settle(tx, ctx, args) {
      if (ctx.superseded) return;
      await tx.table('communityMemberships').delete(communityMembershipKey(ctx.owner, args.community_id));
    },
  });
}

export const communityJoinClient = communityMove('community-join');
export const communityLeaveClient = communityMove('community-leave');
export const communityRequestClient = communityMove('community-request');
export const communityRequestCancelClient = communityMove('community-request-cancel');
