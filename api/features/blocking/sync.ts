// Blocking in sync: the 'block-set' push handler, the same service as POST /user/blocked and
// DELETE /user/unblocked.
import { touchRelations } from '../../lib/relation-versions.ts';
import { setItem } from '../../lib/set-times.ts';
import { defineHandler, defineSyncFeature, newestWins } from '../../lib/sync-feature.ts';
import { setBlock } from './service.ts';

export const blockingSync = defineSyncFeature({
  name: 'blocking',
  handlers: [
    // block-set: the wanted state. Conflict rule: newest wins by the action's clamped time (ties by
    // client id); an older one is superseded and the device pulls the relations.
    defineHandler('block-set', (ctx, a) =>
      newestWins(
        ctx,
        setItem.block(a.user_id),
        (time) => setBlock(ctx.db, ctx.userId, a.user_id, a.on, time),
        () => touchRelations(ctx.db, [ctx.userId]),
      ),
    ),
  ],
});
