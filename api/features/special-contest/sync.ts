// The special contest in sync: the 'special-vote' and 'special-work-send' push handlers (no pull section: the screens read
// the user's vote from /video-vote-exist and keep the device row of their own votes).
import { defineHandler, defineSyncFeature } from '../../lib/sync-feature.ts';
import { requireSpecialContest, specialContest } from './contest-service.ts';
import { sendSpecialWork } from './upload-service.ts';
import { castVote } from './votes-service.ts';

export const specialContestSync = defineSyncFeature({
  name: 'special-contest',
  handlers: [
    // special-vote: the same service as POST /video-vote; the first vote for a work stands.
    defineHandler('special-vote', async ({ db, userId }, args) => {
      await castVote(db, await specialContest(db), userId, args);
    }),
    // special-work-send: the same service as POST /contest-learn-known/upload-video with upload_id.
    defineHandler('special-work-send', async ({ db, userId }, { upload_id, ...work }) =>
      sendSpecialWork(db, await requireSpecialContest(db), userId, work, upload_id),
    ),
  ],
});
