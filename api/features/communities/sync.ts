// Community moves in sync: the push handlers of 'community-join', 'community-leave',
// 'community-request' and 'community-request-cancel' (no pull section: screens read communities
// through the REST calls and keep them on the device). The same services as the REST calls, so a
// replay meets the same checks; the engine's mutation ids make each move apply exactly once.
import { defineHandler, defineSyncFeature } from '../../lib/sync-feature.ts';
import { cancelRequest, joinCommunity, leaveCommunity, requestToJoin } from './membership-service.ts';

export const communitiesSync = defineSyncFeature({
  name: 'communities',
  handlers: [
    defineHandler('community-join', ({ db, userId }, a) => joinCommunity(db, a.community_id, userId)),
    defineHandler('community-leave', ({ db, userId }, a) => leaveCommunity(db, a.community_id, userId)),
    // The request's id goes back in the push result, as POST /community/{id}/request answers it.
    defineHandler('community-request', async ({ db, userId }, a) => ({
      request_id: await requestToJoin(db, a.community_id, userId),
    })),
    defineHandler('community-request-cancel', ({ db, userId }, a) => cancelRequest(db, a.community_id, userId)),
  ],
});
