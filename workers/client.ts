// The page's handle on the sync worker: a typed comlink proxy, started once. Fails fast with
// a clear error when the worker cannot start, instead of leaving actions silently unsent.
import * as Comlink from 'comlink';
import type { SyncWorkerApi } from './sync.api.ts';

export type SyncWorker = Comlink.Remote<SyncWorkerApi>;

const START_TIMEOUT_MS = 10_000;

export async function startSyncWorker(): Promise<SyncWorker> {
  if (typeof Worker === 'undefined') throw new Error('Sync worker cannot start: this browser has no Web Workers');
  const worker = new Worker(new URL('./sync.worker.ts', import.meta.url), { type: 'module', name: 'nauka-sync' });
  const api = Comlink.wrap<SyncWorkerApi>(worker);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener(
      'error',
      (e) => reject(new Error(`Sync worker failed to start: ${e.message || 'script error'}`)),
      { once: true },
    );
    timer = setTimeout(
      () => reject(new Error(`Sync worker did not answer within ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([api.ping(), failed]);
  } catch (e) {
    worker.terminate();
    throw e;
  } finally {
    clearTimeout(timer);
  }
  return api;
}
