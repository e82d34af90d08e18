// Notification actions on the device: read marks show at once on the kept rows (a replay or a
// rejection changes nothing worth undoing: the next REST read shows the server's marks); settings
// show at once as pending, and a rejection puts back what they replaced unless a newer wish waits.
import * as v from 'valibot';
import { defineClientMutation } from '../client/sync-module.ts';

const notificationRowKey = (owner: string, id: number) => `${owner}:${id}`;
const NOTIFICATION_SETTINGS_ITEM = 'notification-settings';

export const notificationReadClient = defineClientMutation({
  name: 'notification-read',
  tables: ['notifications'],
  quiet: true,
  async apply(tx, { owner }, args) {
    const table = tx.table('notifications');
    const rows = args.ids.length
      ? await Promise.all(args.ids.map((id) => table.get(notificationRowKey(owner, id))))
      : await table.byPrefix(`${owner}:`);
    for (const row of rows) if (row && !row.isRead) await table.put({ ...row, isRead: true });
  },
});

const savedSettings = v.object({ settings: v.record(v.string(), v.boolean()) });

export const notificationSettingsSetClient = defineClientMutation({
  name: 'notification-settings-set',
  tables: ['notificationSettings'],
  coalesce: true,
  itemKey: () => NOTIFICATION_SETTINGS_ITEM,
  async apply(tx, { owner, at }, args) {
    const table = tx.table('notificationSettings');
    const current = await table.get(owner);
    // The first unsent change remembers the confirmed settings; later ones keep that memory.
    const before = current?.pending ? current.before : current?.settings;
    await table.put({ key: owner, settings: args.settings, pending: true, before, updatedAt: at });
  },
  async settle(tx, ctx, args) {
    if (ctx.superseded) return;
    const table = tx.table('notificationSettings');
    const current = await table.get(ctx.owner);
    if (ctx.outcome === 'applied') {
      const saved = v.safeParse(savedSettings, ctx.value);
      const settings = saved.success ? saved.output.settings : args.settings;
      await table.put({ key: ctx.owner, settings, pending: false, updatedAt: ctx.at });
    } else if (current?.before) {
      await table.put({ key: ctx.owner, settings: current.before, pending: false, updatedAt: ctx.at });
    } else await table.delete(ctx.owner);
  },
});
