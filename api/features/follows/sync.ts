// Following in sync: the 'follow-set' push handler, the same service as POST/DELETE /user/{id}/follow,
// and the 'relations' pull section (whom the user follows, their followers and whom they blocked).
import { relationsSince } from '../../lib/relation-versions.ts';
import { defineHandler, defineSyncFeature } from '../../lib/sync-feature.ts';
import { setFollow } from './service.ts';

export const followsSync = defineSyncFeature({
  name: 'follows',
  handlers: [
    // follow-set: the wanted state; the mutation applied last wins.
    defineHandler('follow-set', ({ db, userId }, a) => setFollow(db, userId, a.user_id, a.on)),
  ],
  changesSince: async (db, userId, cookie) => ({ relations: await relationsSince(db, userId, cookie) }),
});
