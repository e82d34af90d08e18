// The special contest in sync: the 'special-vote' push handler (no pull section: the screens read
// the user's vote from /video-vote-exist and keep the device row of their own votes).
import { defineHandler, defineSyncFeature } from '../../lib/sync-feature.ts';
import { specialContest } from './contest-service.ts';
import { castVote } from './votes-service.ts';

export const specialContestSync = defineSyncFeature({
  name: 'special-contest',
  handlers: [
    // special-vote: the same service as POST /video-vote; the first vote for a work stands.
    defineHandler('special-vote', ({ db, userId }, args) => {
      castVote(db, specialContest(db), userId, args);
    }),
  ],
});
