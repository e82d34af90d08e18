// The page's handle on the sync worker: a typed comlink proxy, started once. Fails fast with
// a clear error when the worker cannot start, instead of leaving actions silently unsent.
import type * as Comlink from 'comlink';
import { startedWorker } from './start-worker.ts';
import type { SyncWorkerApi } from './sync.api.ts';

export type SyncWorker = Comlink.Remote<SyncWorkerApi>;

export async function startSyncWorker(): Promise<SyncWorker> {
  if (typeof Worker === 'undefined') throw new Error('Sync worker cannot start: this browser has no Web Workers');
  const worker = new Worker(new URL('./sync.worker.ts', import.meta.url), { type: 'module', name: 'nauka-sync' });
  return startedWorker<SyncWorkerApi>(worker, 'Sync worker');
}
