// Contests in sync (no pull section: the screens read works from /contest-video/my-videos and the
// user's vote from /video-vote-exist). 'contest-work-send': a work kept on the device while offline and
// sent once its tus upload finished, to any contest (a mentor's for a pupil where the contest has
// mentors; a device's sends queued as 'special-work-send' became these in its version 8); 'special-vote'.
import { defineHandler, defineSyncFeature } from '../../lib/sync-feature.ts';
import { specialContest } from './learn-known-service.ts';
import { sendWork } from './send-work.ts';
import { castVote } from './votes-service.ts';

export const contestsSync = defineSyncFeature({
  name: 'contests',
  handlers: [
    // contest-work-send: the same service as POST /contest-video/upload-video with upload_id; an
    // upload attaches once, so a second send of it is refused ('Work already sent' or 'Upload already attached').
    defineHandler('contest-work-send', async ({ db, userId }, a) => sendWork(db, a.contest_id, userId, a, a.upload_id)),
    // special-vote: the same service as POST /contest-learn-known/video-vote; the first vote for a work stands.
    defineHandler('special-vote', async ({ db, userId }, args) => {
      await castVote(db, await specialContest(db), userId, args);
    }),
  ],
});
