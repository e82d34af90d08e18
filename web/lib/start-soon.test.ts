// Requests queued by a page's effects start in coming tasks, in order, a few milliseconds of them per task.
import { describe, expect, it } from 'vitest';
import { startSoon } from './start-soon.ts';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Busy for `ms` of the main thread, as a fetch() call is on a slow phone. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('startSoon', () => {
  it('starts nothing in the calling task, then everything in order; a cancelled start never runs', async () => {
    const started: number[] = [];
    startSoon(() => started.push(1));
    const cancel = startSoon(() => started.push(2));
    startSoon(() => started.push(3));
    cancel();
    expect(started).toEqual([]);
    await nextTask();
    await nextTask();
    expect(started).toEqual([1, 3]);
  });

  it('yields between tasks once a task has spent its few milliseconds', async () => {
    const taskOf: number[] = [];
    let task = 0;
    for (let i = 0; i < 6; i++)
      startSoon(() => {
        busy(3);
        taskOf.push(task);
      });
    const ticks = (async () => {
      for (let i = 0; i < 20; i++) {
        await nextTask();
        task++;
      }
    })();
    await ticks;
    expect(taskOf).toHaveLength(6);
    // Six starts of 3 ms each do not all run in one task.
    expect(new Set(taskOf).size).toBeGreaterThan(1);
    expect(taskOf).toEqual([...taskOf].sort((a, b) => a - b));
  });
});
