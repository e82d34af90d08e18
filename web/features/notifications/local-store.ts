// The device's copy of the panel (Dexie version 4): the last pages per owner, readable offline.
// Page 0 replaces the owner's rows, a later page appends; read marks only go one way, so a row the
// user already read on this device stays read while the mark is on its way to the server.
import { openDevice } from '../../lib/device-store.ts';
import type { LocalDb } from '../../lib/local-db.ts';
import { NOTIFICATION_DEVICE_KEEP } from '../../../sync/rules/notifications.ts';
import type { NotificationItem } from './notifications-api.ts';

const rowKey = (owner: string, id: number) => `${owner}:${id}`;

export async function storePage(owner: string, items: NotificationItem[], replace: boolean): Promise<void> {
  const localDb = await openDevice();
  await localDb.transaction('rw', localDb.notifications, async () => {
    const existing = await localDb.notifications.where('owner').equals(owner).toArray();
    const readHere = new Set(existing.filter((r) => r.isRead).map((r) => r.id));
    if (replace) await localDb.notifications.where('owner').equals(owner).delete();
    await localDb.notifications.bulkPut(
      items.map((n) => {
        const isRead = n.isRead || readHere.has(n.id);
        return { key: rowKey(owner, n.id), owner, id: n.id, isRead, data: { ...n, isRead }, savedAt: Date.now() };
      }),
    );
    const all = await localDb.notifications.where('owner').equals(owner).sortBy('id');
    const extra = all.length - NOTIFICATION_DEVICE_KEEP;
    if (extra > 0) await localDb.notifications.bulkDelete(all.slice(0, extra).map((r) => r.key));
  });
}

/** The kept notifications of the owner, newest first, with the device's read marks. */
export async function readStored(db: LocalDb, owner: string): Promise<NotificationItem[]> {
  const rows = await db.notifications.where('owner').equals(owner).sortBy('id');
  return rows.reverse().map((r) => ({ ...(r.data as NotificationItem), isRead: r.isRead }));
}

/** After 'Принять' or 'Отклонить' succeeded: the buttons go. */
export async function settleActionOnDevice(owner: string, id: number): Promise<void> {
  const localDb = await openDevice();
  const row = await localDb.notifications.get(rowKey(owner, id));
  if (row) await localDb.notifications.put({ ...row, data: { ...(row.data as NotificationItem), withAction: false } });
}

export async function storeSettings(owner: string, settings: Record<string, boolean>): Promise<void> {
  const localDb = await openDevice();
  const row = await localDb.notificationSettings.get(owner);
  // A change waiting to be sent is the user's wish: the server's older answer does not replace it.
  if (row?.pending) return;
  await localDb.notificationSettings.put({ key: owner, settings, pending: false, updatedAt: new Date().toISOString() });
}
