// Following in sync: the 'follow-set' push handler, the same service as POST/DELETE /user/{id}/follow,
// and the 'relations' pull section (whom the user follows, their followers and whom they blocked).
import { relationsSince, touchRelations } from '../../lib/relation-versions.ts';
import { setItem } from '../../lib/set-times.ts';
import { defineHandler, defineSyncFeature, newestWins } from '../../lib/sync-feature.ts';
import { setFollow } from './service.ts';

export const followsSync = defineSyncFeature({
  name: 'follows',
  handlers: [
    // follow-set: the wanted state. Conflict rule: newest wins by the action's clamped time (ties by
    // client id; a block counts as an unfollow); an older one is superseded, the device pulls the relations.
    defineHandler('follow-set', (ctx, a) =>
      newestWins(
        ctx,
        setItem.follow(a.user_id),
        (time) => setFollow(ctx.db, ctx.userId, a.user_id, a.on, time),
        () => touchRelations(ctx.db, [ctx.userId]),
      ),
    ),
  ],
  changesSince: async (db, userId, cookie) => ({ relations: await relationsSince(db, userId, cookie) }),
});
