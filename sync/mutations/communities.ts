// The community moves a user may take offline: join an open community, leave one, ask to join a
// closed one, cancel the request. Each names only the community; the server applies the same
// checks as the REST calls, so a move that no longer fits (closed meanwhile, already a member) is
// rejected alone with its detail. Conflict rule: moves apply in the order the user made them
// (one client's mutation ids), never coalesced: join then leave offline is two moves, both sent.
// Owner actions (approve, invite, remove) are not here: they need the network.
import * as v from 'valibot';

export const communityMoveArgs = v.object({ community_id: v.pipe(v.number(), v.integer(), v.minValue(1)) });

export const COMMUNITY_MOVES = [
  'community-join',
  'community-leave',
  'community-request',
  'community-request-cancel',
] as const;
export type CommunityMove = (typeof COMMUNITY_MOVES)[number];
