// Whether the server can be reached (reachability.ts: the browser's word and the last request's), redrawn when that
// changes. Its own small module, so a screen that only needs this (the podcast player) does not bring the sync
// status's device queries with it.
import { useSyncExternalStore } from 'react';
import { isOffline, subscribeReachability } from './reachability.ts';

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeReachability,
    () => !isOffline(),
    () => true,
  );
}
