// The page's handle on the video-check worker: started on first use, one per tab. Fails fast with a
// clear error when the worker cannot start, so a file is never sent unchecked.
import type * as Comlink from 'comlink';
import { startedWorker } from './start-worker.ts';
import type { VideoCheckWorkerApi } from './video-check.api.ts';

export type VideoCheckWorker = Comlink.Remote<VideoCheckWorkerApi>;

let started: Promise<VideoCheckWorker> | null = null;

async function start(): Promise<VideoCheckWorker> {
  if (typeof Worker === 'undefined') throw new Error('Video check cannot start: this browser has no Web Workers');
  const worker = new Worker(new URL('./video-check.worker.ts', import.meta.url), {
    type: 'module',
    name: 'nauka-video-check',
  });
  return startedWorker<VideoCheckWorkerApi>(worker, 'Video check worker');
}

export function videoCheckWorker(): Promise<VideoCheckWorker> {
  started ??= start().catch((e: unknown) => {
    started = null;
    throw e;
  });
  return started;
}
