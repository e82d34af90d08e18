// Blocking in sync: the 'block-set' push handler, the same service as POST /user/blocked and
// DELETE /user/unblocked.
import { defineHandler, defineSyncFeature } from '../../lib/sync-feature.ts';
import { setBlock } from './service.ts';

export const blockingSync = defineSyncFeature({
  name: 'blocking',
  handlers: [
    // block-set: the wanted state; the mutation applied last wins.
    defineHandler('block-set', ({ db, userId }, a) => setBlock(db, userId, a.user_id, a.on)),
  ],
});
