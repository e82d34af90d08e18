// Browsing history in sync: the 'history-add' push handler (and its batch form) and the 'history' pull section.
import { defineHandler, defineSyncFeature } from '../../lib/sync-feature.ts';
import { addHistoryRun, viewedAtOf } from './add-run.ts';
import { addHistory, historyChangedSince } from './service.ts';

export const historySync = defineSyncFeature({
  name: 'history',
  handlers: [
    // history-add: one row per type and id, the newest (clamped) time kept, 30 per user.
    defineHandler(
      'history-add',
      async (ctx, args) => {
        await addHistory(ctx.db, ctx.userId, {
          type: args.type,
          id: args.id,
          at: viewedAtOf(ctx, { args, at: ctx.at }),
        });
      },
      addHistoryRun,
    ),
  ],
  changesSince: async (db, userId, cookie) => ({ history: await historyChangedSince(db, userId, cookie) }),
});
