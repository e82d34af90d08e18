// The worker's scheduling: one run at a time, a kick during a run asks for exactly one more,
// a failure schedules a retry with backoff, and nothing runs while nobody is signed in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunResult } from './sync-engine.ts';
import { createScheduler } from './sync-scheduler.ts';

const synced: RunResult = { status: 'synced', replay: { status: 'done', applied: 0, rejected: 0 }, pull: null };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('sync scheduler', () => {
  it('runs nothing without an owner and starts when one is set', async () => {
    const runs: string[] = [];
    const s = createScheduler(
      async (owner) => (runs.push(owner), synced),
      () => undefined,
    );
    await s.kick();
    expect(runs).toEqual([]);
    s.setOwner('4');
    await vi.runAllTimersAsync();
    expect(runs).toEqual(['4']);
  });

  it('folds kicks during a run into one more run', async () => {
    let release: () => void = () => undefined;
    let runs = 0;
    const s = createScheduler(
      async () => {
        runs++;
        if (runs === 1) await new Promise<void>((r) => (release = r));
        return synced;
      },
      () => undefined,
    );
    s.setOwner('1');
    const first = s.kick();
    void s.kick();
    void s.kick();
    release();
    await first;
    expect(runs).toBe(2);
  });

  it('retries after a failure on the backoff timer', async () => {
    const results: RunResult[] = [
      {
        status: 'synced',
        replay: { status: 'retry', applied: 0, rejected: 0, retryInMs: 5_000, error: 'HTTP 503' },
        pull: null,
      },
      synced,
    ];
    let runs = 0;
    const s = createScheduler(
      async () => results[runs++] ?? synced,
      () => undefined,
    );
    s.setOwner('1');
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(2);
  });
});
