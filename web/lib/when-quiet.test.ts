// Quiet work waits for a stretch without long tasks or the reader's input, and never longer than its cap.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterQuiet, QUIET_CAP_MS, QUIET_MS, type QuietSignals } from './when-quiet.ts';

function fakeSignals() {
  const heard = { longTasks: new Set<() => void>(), input: new Set<() => void>() };
  const signals: QuietSignals = {
    longTasks: (listener) => (heard.longTasks.add(listener), () => heard.longTasks.delete(listener)),
    input: (listener) => (heard.input.add(listener), () => heard.input.delete(listener)),
  };
  const fire = (kind: keyof typeof heard) => heard[kind].forEach((listener) => listener());
  return { signals, heard, fire };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('afterQuiet', () => {
  it('runs once the page has been quiet for QUIET_MS, then stops listening', () => {
    const { signals, heard } = fakeSignals();
    const work = vi.fn();
    afterQuiet(work, signals);
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    expect(heard.longTasks.size + heard.input.size).toBe(0);
    vi.advanceTimersByTime(QUIET_CAP_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits again after a long task or the reader scrolling', () => {
    const { signals, fire } = fakeSignals();
    const work = vi.fn();
    afterQuiet(work, signals);
    vi.advanceTimersByTime(QUIET_MS - 100);
    fire('longTasks');
    vi.advanceTimersByTime(QUIET_MS - 100);
    fire('input');
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at the cap on a page that is never quiet', () => {
    const { signals, fire } = fakeSignals();
    const work = vi.fn();
    afterQuiet(work, signals);
    for (let waited = 0; waited < QUIET_CAP_MS - 500; waited += 500) {
      vi.advanceTimersByTime(500);
      fire('input');
    }
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
