// When an upload failed for want of the server while the device says it is online (no 'online' event
// will come), asks the server again with growing pauses and says when; resolves once it answers.
// Never retries the upload itself: the caller resumes it from the server's offset.
import { fromDeviceCopy } from '../device-copy.ts';

/** Seconds to wait before each probe: short at first, then at most half a minute apart. */
export const PROBE_DELAYS = [3, 5, 10, 20, 30] as const;

export const probeDelay = (attempt: number): number => PROBE_DELAYS[Math.min(attempt, PROBE_DELAYS.length - 1)]!;

/** The line shown while waiting for the server. */
export const serverWaitMessage = (seconds: number) => `Сервер недоступен, повторим через ${seconds}\u00a0с`;

/** The server's own answer to GET /api/health, or undefined when the network failed or the service worker
 * answered from its copy (the server was not reached). */
export async function askHealth(signal?: AbortSignal): Promise<Response | undefined> {
  try {
    const res = await fetch('/api/health', { cache: 'no-store', signal });
    return fromDeviceCopy(res) ? undefined : res;
  } catch {
    return undefined;
  }
}

function tick(signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, 1000);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * Waits until GET /api/health answers, calling `onWait(seconds)` each second of the countdown before
 * each probe. Rejects when `signal` aborts (the user retried, chose another file or left).
 */
export async function waitForServer(onWait: (seconds: number) => void, signal: AbortSignal): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    for (let left = probeDelay(attempt); left > 0; left--) {
      onWait(left);
      await tick(signal);
    }
    if ((await askHealth(signal))?.ok) return;
    signal.throwIfAborted();
  }
}
