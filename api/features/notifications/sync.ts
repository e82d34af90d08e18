// Notifications in sync: read marks and settings changed offline reach the server through the
// push, with the same services as PUT /notification/read and PUT /notification/settings. No pull
// section: the panel reads notifications and settings through REST and keeps them on the device.
import { isSuperseded, setItem } from '../../lib/set-times.ts';
import { actionTimeOf, defineHandler, defineSyncFeature, Superseded } from '../../lib/sync-feature.ts';
import { markRead } from './service.ts';
import { writeSettings } from './settings-service.ts';

export const notificationsSync = defineSyncFeature({
  name: 'notifications',
  handlers: [
    defineHandler('notification-read', async ({ db, userId }, a) => ({ updated: await markRead(db, userId, a.ids) })),
    // notification-settings-set: the saved settings go back, so the device shows what the server
    // keeps. Conflict rule: newest wins by the action's clamped time, per setting (ties by client id):
    // a setting changed by a newer action keeps its value, and the result is then superseded.
    defineHandler('notification-settings-set', async (ctx, a) => {
      const time = actionTimeOf(ctx);
      const fresh: Record<string, boolean> = {};
      let superseded = false;
      for (const [key, on] of Object.entries(a.settings)) {
        if (await isSuperseded(ctx.db, ctx.userId, setItem.notificationSetting(key), time)) superseded = true;
        else fresh[key] = on;
      }
      const saved = { settings: await writeSettings(ctx.db, ctx.userId, fresh, time) };
      return superseded ? new Superseded(saved) : saved;
    }),
  ],
});
