// A live query on the device store that does not load Dexie: undefined until the store is opened
// (device-store.ts), then Dexie's liveQuery, re-run whenever the rows it read change. The
// counterpart of dexie-react-hooks' useLiveQuery (same rules: the last answer is kept while new
// deps are read, an error is thrown to the error boundary), with the store handed to the query.
import { startTransition, useEffect, useMemo, useReducer, useRef, useState, type DependencyList } from 'react';
import { deviceOrFirstScreen, firstScreenValue, subscribeFirstScreen } from './first-screen.ts';
import { openDevice, openedDevice, subscribeDevice } from './device-store.ts';
import { sameData } from './same-data.ts';
import type { DeviceModule } from './device-store.ts';
import type { LocalDb } from './local-db.ts';

type Query<T> = (db: LocalDb) => Promise<T> | T;

/**
 * `query` null: nothing to read (a guest's bookmark, say), so no live query is made and the
 * component does not re-render when the store opens; the answer is `fallback`.
 */
export function useDeviceQuery<T>(query: Query<T> | null, deps: DependencyList): T | undefined;
export function useDeviceQuery<T, D>(query: Query<T> | null, deps: DependencyList, fallback: D): T | D;
export function useDeviceQuery<T, D>(query: Query<T> | null, deps: DependencyList, fallback?: D): T | D | undefined {
  // The store opening re-renders every component with a query: in a transition, in short slices, since
  // it comes while the first screen is still being drawn (a store notification would render them all
  // in one blocking task).
  const reads = query !== null;
  const [device, setDevice] = useState(() => (reads ? openedDevice() : null));
  useEffect(() => {
    if (!reads || device) return;
    const opened = () => {
      const module = openedDevice();
      if (module) startTransition(() => setDevice(module));
    };
    opened();
    return subscribeDevice(opened);
  }, [reads, device]);
  const monitor = useRef<{ result: T | D | undefined; error: unknown }>({ result: fallback, error: null });
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const observable = useMemo(() => {
    if (!device || !query) return null;
    return device.liveQuery(() => query(device.localDb));
    // The query is described completely by deps (and whether there is one).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [device, !query, ...deps]);
  useEffect(() => {
    if (!observable) return;
    let first = true;
    const subscription = observable.subscribe({
      next: (value) => {
        const answered = first;
        first = false;
        // The store answers again after every write to the rows it read, most often with the data shown already
        // (the network's answer just kept): drawing that again would redraw a whole post, in one blocking task.
        if (monitor.current.error === null && sameData(monitor.current.result, value)) return;
        monitor.current = { result: value, error: null };
        // The first answers arrive together once the store opens: drawn in slices. A change after that
        // (a user's action, another tab) is drawn at once.
        if (answered) startTransition(rerender);
        else rerender();
      },
      error: (error: unknown) => {
        monitor.current.error = error;
        rerender();
      },
    });
    return () => subscription.unsubscribe();
  }, [observable]);
  if (monitor.current.error) throw monitor.current.error;
  return query ? monitor.current.result : fallback;
}

/**
 * Opens the device store at once, for a screen that shows only what the device holds (history, bookmarks, a quiz's
 * answers): it does not wait for the first screen to settle (device-store.ts), as a live query of its own used to.
 */
export function useDeviceNow(open = true): void {
  useEffect(() => {
    if (open) openDevice().catch(() => undefined); // a failure is met again, and reported, by the query
  }, [open]);
}

interface Shared {
  value: unknown;
  error: unknown;
  started: boolean;
  query: Query<unknown>;
  listeners: Set<() => void>;
  subscribe: (listener: () => void) => () => void;
  read: () => unknown;
  readFirst: () => unknown;
}

const shared = new Map<string, Shared>();
let watchingDevice = false;

function start(entry: Shared, device: DeviceModule): void {
  if (entry.started) return;
  entry.started = true;
  // App-wide values (who is signed in, the site's settings) stay subscribed for the page's life.
  device
    .liveQuery(() => entry.query(device.localDb))
    .subscribe({
      next: (value) => {
        const shown = entry.read();
        // The store usually answers what the network already did (it kept that answer): the same object
        // stays, so the components that show it are not drawn again while the page is still starting.
        entry.value = entry.value === undefined && sameData(value, shown) ? shown : value;
        entry.error = null;
        for (const listener of entry.listeners) listener();
      },
      error: (error: unknown) => {
        entry.error = error;
        for (const listener of entry.listeners) listener();
      },
    });
}

function sharedEntry(key: string, query: Query<unknown>, firstScreenKey: string): Shared {
  let entry = shared.get(key);
  if (!entry) {
    const listeners = new Set<() => void>();
    const readFirst = () => firstScreenValue(firstScreenKey);
    const created: Shared = {
      value: undefined,
      error: null,
      started: false,
      query,
      listeners,
      subscribe: (listener) => {
        listeners.add(listener);
        const stopFirst = subscribeFirstScreen(listener);
        return () => {
          listeners.delete(listener);
          stopFirst();
        };
      },
      read: () => deviceOrFirstScreen(created.value, readFirst()),
      readFirst,
    };
    entry = created;
    shared.set(key, entry);
    const device = openedDevice();
    if (device) start(entry, device);
    else if (!watchingDevice) {
      watchingDevice = true;
      subscribeDevice(() => {
        const opened = openedDevice();
        if (opened) for (const e of shared.values()) start(e, opened);
      });
    }
  }
  return entry;
}

/**
 * One live query for every component that reads `key` (the signed-in user, a site setting), with the
 * network's answer kept for the first screen under `firstScreenKey` until the device answers. A card
 * grid reads the session once, not once per heart and folder button, and nothing re-renders when the
 * store opens with the value the screen already shows. Each key must always come with the same query.
 */
export function useSharedDeviceQuery<T>(
  key: string,
  query: Query<T | null | undefined>,
  firstScreenKey: string,
): T | null | undefined {
  const entry = sharedEntry(key, query, firstScreenKey);
  // Held in state, not useSyncExternalStore: these values change while the first screen is still being
  // drawn (the network's and then the store's answer), and a store that changes during a concurrent render
  // makes React draw the whole page again in one blocking task (its tearing check; issue 17). Here a change
  // redraws only the components that read it; the first answer in a transition, a later one (a sign-in) at once.
  const [shown, setShown] = useState(entry.read);
  useEffect(() => {
    const changed = () => {
      const next = entry.read();
      const show = () => setShown(() => next);
      if (shown === undefined) startTransition(show);
      else show();
    };
    if (!Object.is(entry.read(), shown)) changed();
    return entry.subscribe(changed);
  }, [entry, shown]);
  if (entry.error) throw entry.error;
  // The entry holds what `query` answered under this key, or the network's answer to the same call.
  return shown as T | null | undefined;
}
