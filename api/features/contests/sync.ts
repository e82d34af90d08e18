// Contests in sync: 'contest-work-send', a work kept on the device while offline and sent once its
// tus upload finished (no pull section: the screens read works from /contest-video/my-videos).
import { defineHandler, defineSyncFeature } from '../../lib/sync-feature.ts';
import { sendWork } from './works-service.ts';

export const contestsSync = defineSyncFeature({
  name: 'contests',
  handlers: [
    // contest-work-send: the same service as POST /contest-video/upload-video with upload_id; an
    // upload attaches once, so a second send of it is refused ('Work already sent' or 'Upload already attached').
    defineHandler('contest-work-send', async ({ db, userId }, a) => sendWork(db, a.contest_id, userId, a, a.upload_id)),
  ],
});
