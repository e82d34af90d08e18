// Waits for a freshly created worker to answer its first ping, so a page's worker handle fails fast
// with a clear error instead of hanging: the worker's load error or START_TIMEOUT_MS without an answer
// terminates it and rejects. The caller creates the Worker itself (the bundler finds workers by their
// `new Worker(new URL(...))` line) and never uses it after a rejection.
import * as Comlink from 'comlink';

const START_TIMEOUT_MS = 10_000;

/** The worker's typed proxy once it answered `ping`; `name` starts the error messages ('Sync worker'). */
export async function startedWorker<T extends { ping(): unknown }>(
  worker: Worker,
  name: string,
): Promise<Comlink.Remote<T>> {
  const api = Comlink.wrap<T>(worker);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener(
      'error',
      (e) => reject(new Error(`${name} failed to start: ${e.message || 'script error'}`)),
      { once: true },
    );
    timer = setTimeout(
      () => reject(new Error(`${name} did not answer within ${START_TIMEOUT_MS} ms`)),
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
