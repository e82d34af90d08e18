// Work that neither the first screen nor a reader's first moments need (decoding a podcast's waveform: 10 to 20 ms
// of the main thread on a fast machine, several times that on a cheap phone): run once the page has been quiet, with
// no long task and no input from the reader for a while, so it never janks the first scroll or tap (issue 17).
// (Opening the device store this way was tried and withdrawn: a material opened and left within the wait was not
// kept for a new tab offline; see docs/performance.md.)

/** How long the page must go without a long task or the reader's input. */
export const QUIET_MS = 2000;
/** Longest the work waits, however busy the page or the reader. */
export const QUIET_CAP_MS = 10_000;

const READER_INPUT = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface QuietSignals {
  /** Calls `heard` on each long task; returns the way to stop listening. */
  longTasks(heard: () => void): () => void;
  /** Calls `heard` on each input from the reader; returns the way to stop listening. */
  input(heard: () => void): () => void;
}

function browserSignals(): QuietSignals {
  return {
    longTasks(heard) {
      if (!PerformanceObserver.supportedEntryTypes?.includes('longtask')) return () => undefined;
      const observer = new PerformanceObserver(heard);
      observer.observe({ type: 'longtask' });
      return () => observer.disconnect();
    },
    input(heard) {
      const options = { capture: true, passive: true };
      for (const name of READER_INPUT) window.addEventListener(name, heard, options);
      return () => {
        for (const name of READER_INPUT) window.removeEventListener(name, heard, options);
      };
    },
  };
}

/**
 * Runs `then` once `signals` (by default the page's long tasks and the reader's input) have been silent for
 * QUIET_MS, or QUIET_CAP_MS from now at the latest.
 */
export function afterQuiet(then: () => void, signals: QuietSignals = browserSignals()): void {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const done = () => {
    clearTimeout(quiet);
    clearTimeout(cap);
    stopLongTasks();
    stopInput();
    then();
  };
  const restart = () => {
    clearTimeout(quiet);
    quiet = setTimeout(done, QUIET_MS);
  };
  const cap = setTimeout(done, QUIET_CAP_MS);
  const stopLongTasks = signals.longTasks(restart);
  const stopInput = signals.input(restart);
  restart();
}
