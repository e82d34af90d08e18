// The bell's data: the kept notifications (rendered from the device store), the unread count,
// polling every poll_ms (the server's setting, 120 s by default) unless every group is switched off,
// a new newest id reloading page 0, paging by 20 after the last page's cursor (never an offset, which the server
// would count through), and read marks sent through the sync layer.
import { useCallback, useEffect, useRef, useState } from 'react';
import { anyGroupEnabled, NOTIFICATION_POLL_MS } from '../../../sync/rules/notifications.ts';
import { useDeviceQuery } from '../../lib/device-query.ts';
import { useOnline } from '../../lib/use-online.ts';
import { queueMutation } from '../../lib/sync-client.ts';
import { fetchNotifications, fetchNotificationSettings, fetchNotificationState } from './notifications-api.ts';
import { readStored, storePage, storeSettings } from './local-store.ts';

export type LoadState = 'idle' | 'loading' | 'error';

export function useNotifications(owner: string) {
  const online = useOnline();
  const items = useDeviceQuery((db) => readStored(db, owner), [owner]);
  const settingsRow = useDeviceQuery((db) => db.notificationSettings.get(owner), [owner]);
  const [unread, setUnread] = useState<number | null>(null);
  const [pollMs, setPollMs] = useState(NOTIFICATION_POLL_MS);
  /** The next page's cursor once a page came this visit; null when the last page has come. */
  const [next, setNext] = useState<string | null | undefined>(undefined);
  const [load, setLoad] = useState<LoadState>('idle');
  const busy = useRef(false);
  const queued = useRef(new Set<number>());
  const newestKnown = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    if (items !== undefined && newestKnown.current === undefined) newestKnown.current = items[0]?.id ?? null;
  }, [items]);

  const loadPage = useCallback(
    async (cursor: string | null) => {
      if (busy.current) return;
      busy.current = true;
      setLoad('loading');
      try {
        const page = await fetchNotifications(cursor);
        await storePage(owner, page.list, cursor === null);
        if (cursor === null) newestKnown.current = page.list[0]?.id ?? null;
        setNext(page.nextCursor ?? null);
        setLoad('idle');
      } catch {
        setLoad('error');
      } finally {
        busy.current = false;
      }
    },
    [owner],
  );

  const poll = useCallback(async () => {
    try {
      const state = await fetchNotificationState();
      setUnread(state.unread);
      setPollMs(state.pollMs);
      if (state.lastId !== newestKnown.current) await loadPage(null);
    } catch {
      // Offline or a passing failure: the next tick tries again; the device copy stays shown.
    }
  }, [loadPage]);

  useEffect(() => {
    if (!online) return;
    void fetchNotificationSettings()
      .then((s) => storeSettings(owner, s))
      .catch(() => undefined);
  }, [owner, online]);

  const polling = online && anyGroupEnabled(settingsRow?.settings ?? {});
  useEffect(() => {
    if (polling) void poll();
  }, [polling, poll]);
  // The server's interval (its first answer) restarts the timer only: asking again at once doubled every page's first
  // request.
  useEffect(() => {
    if (!polling) return;
    const timer = window.setInterval(() => void poll(), pollMs);
    return () => window.clearInterval(timer);
  }, [polling, poll, pollMs]);

  /** Marks these shown ones read: on the device at once, on the server through the outbox. */
  const markRead = useCallback(
    async (ids: number[]) => {
      const fresh = ids.filter((id) => !queued.current.has(id));
      if (!fresh.length) return;
      for (const id of fresh) queued.current.add(id);
      if (await queueMutation(owner, 'notification-read', { ids: fresh }))
        setUnread((n) => (n === null ? n : Math.max(0, n - fresh.length)));
    },
    [owner],
  );

  const stored = items ?? [];
  const storedUnread = stored.filter((n) => !n.isRead).length;
  const hasMore = online && typeof next === 'string';
  // Stable, so effects that depend on them (opening the panel, the scroll sentinel) run once per change.
  const reload = useCallback(() => loadPage(null), [loadPage]);
  const loadMore = useCallback(() => (typeof next === 'string' ? loadPage(next) : Promise.resolve()), [next, loadPage]);
  return {
    items: stored,
    ready: items !== undefined,
    unread: online && unread !== null ? unread : storedUnread,
    online,
    load,
    hasMore,
    settings: settingsRow?.settings ?? null,
    reload,
    loadMore,
    markRead,
  };
}

export type NotificationsModel = ReturnType<typeof useNotifications>;
