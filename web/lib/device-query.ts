// A live query on the device store that does not load Dexie: undefined until the store is opened
// (device-store.ts), then Dexie's liveQuery, re-run whenever the rows it read change. The
// counterpart of dexie-react-hooks' useLiveQuery (same rules: the last answer is kept while new
// deps are read, an error is thrown to the error boundary), with the store handed to the query.
import { useEffect, useMemo, useReducer, useRef, useSyncExternalStore, type DependencyList } from 'react';
import { openedDevice, subscribeDevice } from './device-store.ts';
import type { LocalDb } from './local-db.ts';

export function useDeviceQuery<T>(query: (db: LocalDb) => Promise<T> | T, deps: DependencyList): T | undefined;
export function useDeviceQuery<T, D>(query: (db: LocalDb) => Promise<T> | T, deps: DependencyList, fallback: D): T | D;
export function useDeviceQuery<T, D>(
  query: (db: LocalDb) => Promise<T> | T,
  deps: DependencyList,
  fallback?: D,
): T | D | undefined {
  const device = useSyncExternalStore(subscribeDevice, openedDevice, () => null);
  const monitor = useRef<{ result: T | D | undefined; error: unknown }>({ result: fallback, error: null });
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const observable = useMemo(() => {
    if (!device) return null;
    return device.liveQuery(() => query(device.localDb));
    // The query is described completely by deps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [device, ...deps]);
  useEffect(() => {
    if (!observable) return;
    const subscription = observable.subscribe({
      next: (value) => {
        if (monitor.current.error === null && Object.is(monitor.current.result, value)) return;
        monitor.current = { result: value, error: null };
        rerender();
      },
      error: (error: unknown) => {
        monitor.current.error = error;
        rerender();
      },
    });
    return () => subscription.unsubscribe();
  }, [observable]);
  if (monitor.current.error) throw monitor.current.error;
  return monitor.current.result;
}
