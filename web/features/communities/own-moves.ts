// The viewer's own membership moves (join, leave, request, cancel). Online they go straight to the
// server and the answer is stored on the device. (Offline queueing arrives with the sync modules.)
import { cancelRequest, joinCommunity, leaveCommunity, requestToJoin, type Community } from './community-api.ts';
import { storeQuery } from './use-stored-query.ts';

export type OwnMove = 'join' | 'leave' | 'request' | 'request-cancel';

export const communityKey = (viewerId: number | null, id: number) => `community:${viewerId ?? 'guest'}:item:${id}`;

/** Runs the move; answers a note to show (or null). */
export async function runOwnMove(move: OwnMove, community: Community, viewerId: number): Promise<string | null> {
  if (move === 'request') {
    await requestToJoin(community.id);
    return 'Заявка отправлена. Владелец сообщества рассмотрит её.';
  }
  const call = move === 'join' ? joinCommunity : move === 'leave' ? leaveCommunity : cancelRequest;
  await storeQuery(communityKey(viewerId, community.id), await call(community.id));
  return null;
}
