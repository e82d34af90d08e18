// When the worker syncs: one run at a time (a kick during a run asks for one more run), a
// retry timer with full-jitter backoff after a failure, nothing while nobody is signed in.
import { backoffDelay } from '../sync/client/backoff.ts';
import type { RunResult } from './sync-engine.ts';

export interface Scheduler {
  setOwner(owner: string | null): void;
  owner(): string | null;
  kick(): Promise<void>;
}

export function createScheduler(
  run: (owner: string) => Promise<RunResult>,
  log: (message: string, error?: unknown) => void,
): Scheduler {
  let owner: string | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const retryLater = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void kick(), delay);
  };

  async function once(who: string): Promise<void> {
    clearTimeout(timer);
    try {
      const result = await run(who);
      if (result.status === 'offline') retryLater(backoffDelay(++failures));
      else if (result.status === 'synced' && result.replay.status === 'retry') {
        failures++;
        retryLater(result.replay.retryInMs);
      } else failures = 0;
    } catch (e) {
      log('sync run failed', e);
      retryLater(backoffDelay(++failures));
    }
  }

  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        if (owner) await once(owner);
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    setOwner(next) {
      if (next === owner) return;
      owner = next;
      failures = 0;
      clearTimeout(timer);
      if (owner) void kick();
    },
    owner: () => owner,
    kick,
  };
}
