// Waits until a device-store query answers a wanted value (e.g. a queued action settled), or gives
// up after `ms`: used where a screen shows the server's answer right away when the network is there.
import { openDeviceModule } from './device-store.ts';
import type { LocalDb } from './local-db.ts';

export async function waitForDevice<T>(
  query: (db: LocalDb) => Promise<T>,
  done: (value: T) => boolean,
  ms: number,
): Promise<T | null> {
  const { liveQuery, localDb } = await openDeviceModule();
  return new Promise((resolve) => {
    let finished = false;
    const timer = setTimeout(() => finish(null), ms);
    const sub = liveQuery(() => query(localDb)).subscribe({
      next: (value) => {
        if (done(value)) finish(value);
      },
      error: () => finish(null),
    });
    function finish(value: T | null) {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      queueMicrotask(() => sub.unsubscribe());
      resolve(value);
    }
  });
}
