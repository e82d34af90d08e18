// Reactions in sync: the 'reaction-set' push handler and the 'reactions' pull section (the user's
// likes and dislikes, removals included, for a second device).
import { defineHandler, defineSyncFeature } from '../../lib/sync-feature.ts';
import { reactionsChangedSince, setReactionAt } from './service.ts';

export const likesSync = defineSyncFeature({
  name: 'likes',
  handlers: [
    // reaction-set: newest wins by the action's clamped time; the item's counts go back to the device.
    defineHandler('reaction-set', ({ db, userId, at }, a) =>
      setReactionAt(db, userId, { type: a.type, id: a.id }, a.reaction, at),
    ),
  ],
  changesSince: async (db, userId, cookie) => ({ reactions: await reactionsChangedSince(db, userId, cookie) }),
});
