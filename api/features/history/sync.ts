// Browsing history in sync: the 'history-add' push handler and the 'history' pull section.
import { clampClientTime } from '../../lib/client-time.ts';
import { defineHandler, defineSyncFeature } from '../../lib/sync-feature.ts';
import { addHistory, historyChangedSince } from './service.ts';

export const historySync = defineSyncFeature({
  name: 'history',
  handlers: [
    // history-add: one row per type and id, the newest (clamped) time kept, 30 per user.
    defineHandler('history-add', ({ db, userId, at, receivedAt }, args) => {
      addHistory(db, userId, { type: args.type, id: args.id, at: args.at ? clampClientTime(args.at, receivedAt) : at });
    }),
  ],
  changesSince: (db, userId, cookie) => ({ history: historyChangedSince(db, userId, cookie) }),
});
