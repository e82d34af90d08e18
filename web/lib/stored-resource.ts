// Device-first data for list and detail screens (events, news): the screen renders the copy in
// Dexie (live) and the network refreshes it. Lists keep one `pages` row per query and page
// number; a detail keeps one `cards` row. Until the device store opens (device-store.ts), the
// network's answer is shown and kept for the device. The hooks never care where the data came from.
// Requests start a few per task (start-soon.ts), not all in the task that mounts a page.
import { startTransition, useEffect, useState } from 'react';
import { ApiError } from './api-client.ts';
import { isOffline, whenServerBack } from './reachability.ts';
import { useDeviceQuery } from './device-query.ts';
import { keepRowsOnDevice } from './device-replays.ts';
import { openDevice } from './device-store.ts';
import { startSoon } from './start-soon.ts';
import { deviceOrFirstScreen } from './first-screen.ts';
import { useSharedStructure } from './same-data.ts';

export type NetworkState = 'loading' | 'done' | 'offline' | 'missing' | 'error';

function stateOf(e: unknown): NetworkState | null {
  if (e instanceof ApiError && e.kind === 'aborted') return null;
  if (e instanceof ApiError && e.status === 404) return 'missing';
  // Whatever the network could not give, the device copy stands in for: it is needed now.
  void openDevice();
  return e instanceof ApiError && e.kind === 'network' ? 'offline' : 'error';
}

/**
 * A screen's state once a request answered: with no network the answer is the service worker's kept copy, so the
 * screen still says it shows what the device saved (and the notice drawn while it waited does not vanish).
 */
function answeredState(): 'done' | 'offline' {
  return isOffline() ? 'offline' : 'done';
}

export interface Paged<T> {
  list: T[];
  total: number;
}

/**
 * Asks the network for `key`'s value whenever `key` changes, and again when the server can be reached after the
 * network failed ('Она загрузится, когда появится сеть'): `keep` shows the answer (in a transition: a whole page of
 * cards is drawn in short slices, see use-transition-store.ts) and writes it to the device.
 */
function useNetworkRefresh<T>(
  key: string,
  fetchValue: (signal: AbortSignal) => Promise<T>,
  keep: (value: T) => { show: () => void; rows: Parameters<typeof keepRowsOnDevice>[0] },
) {
  const [network, setNetwork] = useState<NetworkState>(() => (isOffline() ? 'offline' : 'loading'));
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (network === 'offline') return whenServerBack(() => setRound((r) => r + 1));
  }, [network]);
  useEffect(() => {
    const controller = new AbortController();
    setNetwork(isOffline() ? 'offline' : 'loading');
    const cancel = startSoon(() =>
      fetchValue(controller.signal)
        .then((value) => {
          const { show, rows } = keep(value);
          startTransition(() => {
            show();
            setNetwork(answeredState());
          });
          keepRowsOnDevice(rows).catch((e: unknown) => console.error(e));
        })
        .catch((e: unknown) => {
          const s = stateOf(e);
          if (s) setNetwork(s);
        }),
    );
    return () => {
      cancel();
      controller.abort();
    };
    // fetchValue and keep are described completely by key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  return network;
}

/** One page of a list (`key` names the query, `page` counts from 0). */
export function useStoredPage<T>(key: string, page: number, fetchPage: (signal: AbortSignal) => Promise<Paged<T>>) {
  const rowKey = `${key}#${page}`;
  const [fetched, setFetched] = useState<{ key: string; page: Paged<T> } | null>(null);
  const row = useDeviceQuery((db) => db.pages.get(rowKey).then((r) => r ?? null), [rowKey]);
  const network = useNetworkRefresh(rowKey, fetchPage, (res) => ({
    show: () => setFetched({ key: rowKey, page: res }),
    rows: { pages: [{ key: rowKey, items: res.list, total: res.total, savedAt: Date.now() }] },
  }));
  // The stored items are what this module wrote from a Paged<T>.
  const fromDevice = row === undefined ? undefined : row === null ? null : { list: row.items as T[], total: row.total };
  // The device's copy of what the network just gave stays the objects drawn (useSharedStructure in web/lib/same-data.ts).
  const stored = useSharedStructure(
    deviceOrFirstScreen(fromDevice, fetched?.key === rowKey ? fetched.page : undefined),
  );
  return { stored, network };
}

/** One item by key (`cards` table): undefined while the device answers, null when never stored. */
export function useStoredItem<T extends { id: number; slug?: string }>(
  key: string,
  type: string,
  fetchItem: (signal: AbortSignal) => Promise<T>,
) {
  // The fetched item is shown at once: the live query sees the stored row a moment later, and in
  // between the screen would flash 'Нет подключения' (and shift the page).
  const [fetched, setFetched] = useState<{ key: string; item: T } | null>(null);
  const row = useDeviceQuery((db) => db.cards.get(key).then((r) => r ?? null), [key]);
  const network = useNetworkRefresh(key, fetchItem, (item) => ({
    show: () => setFetched({ key, item }),
    rows: { cards: [{ key, type, id: item.id, slug: item.slug, data: item, savedAt: Date.now() }] },
  }));
  const stored = row === undefined ? undefined : row === null ? null : (row.data as T);
  const item = useSharedStructure(stored ?? (fetched?.key === key ? fetched.item : stored));
  return { item, network };
}

/**
 * One value that is not a list (for example GET /main-page), kept as a one-item `pages` row so
 * it reads offline after one visit: undefined while the device answers, null when never stored.
 */
export function useStoredValue<T>(key: string, fetchValue: (signal: AbortSignal) => Promise<T>) {
  const { stored, network } = useStoredPage<T>(key, 0, (signal) =>
    fetchValue(signal).then((value) => ({ list: [value], total: 1 })),
  );
  const value = stored === undefined ? undefined : stored === null ? null : (stored.list[0] ?? null);
  return { value, network };
}
