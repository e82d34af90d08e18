// The page's handle on the video-check worker: started on first use, one per tab. Fails fast with a
// clear error when the worker cannot start, so a file is never sent unchecked.
import * as Comlink from 'comlink';
import type { VideoCheckWorkerApi } from './video-check.api.ts';

export type VideoCheckWorker = Comlink.Remote<VideoCheckWorkerApi>;

const START_TIMEOUT_MS = 10_000;
let started: Promise<VideoCheckWorker> | null = null;

async function start(): Promise<VideoCheckWorker> {
  if (typeof Worker === 'undefined') throw new Error('Video check cannot start: this browser has no Web Workers');
  const worker = new Worker(new URL('./video-check.worker.ts', import.meta.url), {
    type: 'module',
    name: 'nauka-video-check',
  });
  const api = Comlink.wrap<VideoCheckWorkerApi>(worker);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener(
      'error',
      (e) => reject(new Error(`Video check worker failed: ${e.message || 'script error'}`)),
      { once: true },
    );
    timer = setTimeout(
      () => reject(new Error(`Video check worker did not answer within ${START_TIMEOUT_MS} ms`)),
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

export function videoCheckWorker(): Promise<VideoCheckWorker> {
  started ??= start().catch((e: unknown) => {
    started = null;
    throw e;
  });
  return started;
}
