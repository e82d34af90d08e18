// Event registration forms in sync: the 'event-form-send' push handler (no pull section).
import { defineHandler, defineSyncFeature } from '../../lib/sync-feature.ts';
import { sendEventForm } from './form-service.ts';

export const eventsSync = defineSyncFeature({
  name: 'events',
  handlers: [
    // event-form-send: the same service as POST /event/{id}/form; the client_key makes a replay
    // or a second push count once (one row per user and key; the user's own row is updated).
    defineHandler('event-form-send', async ({ db, userId }, args) => {
      await sendEventForm(db, args.event_id, userId, { values: args.values, clientKey: args.client_key });
    }),
  ],
});
