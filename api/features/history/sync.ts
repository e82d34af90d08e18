// Browsing history in sync: the 'history-add' push handler and the 'history' pull section.
import { clampClientTime } from '../../lib/client-time.ts';
import { defineHandler, defineSyncFeature } from '../../lib/sync-feature.ts';
import { addHistory, historyChangedSince } from './service.ts';

export const historySync = defineSyncFeature({
  name: 'history',
  handlers: [
    // history-add: one row per type and id, the newest (clamped) time kept, 30 per user.
    defineHandler('history-add', async ({ db, userId, at, receivedAt }, args) => {
      await addHistory(db, userId, {
        type: args.type,
        id: args.id,
        at: args.at ? clampClientTime(args.at, receivedAt) : at,
      });
    }),
  ],
  changesSince: async (db, userId, cookie) => ({ history: await historyChangedSince(db, userId, cookie) }),
});
