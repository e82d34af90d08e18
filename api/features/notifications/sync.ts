// Notifications in sync: read marks and settings changed offline reach the server through the
// push, with the same services as PUT /notification/read and PUT /notification/settings. No pull
// section: the panel reads notifications and settings through REST and keeps them on the device.
import { defineHandler, defineSyncFeature } from '../../lib/sync-feature.ts';
import { markRead } from './service.ts';
import { writeSettings } from './settings-service.ts';

export const notificationsSync = defineSyncFeature({
  name: 'notifications',
  handlers: [
    defineHandler('notification-read', async ({ db, userId }, a) => ({ updated: await markRead(db, userId, a.ids) })),
    // The saved settings go back, so the device shows what the server keeps.
    defineHandler('notification-settings-set', async ({ db, userId }, a) => ({
      settings: await writeSettings(db, userId, a.settings),
    })),
  ],
});
