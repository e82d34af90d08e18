// Requests a page asks for as it mounts, started a few at a time rather than all in the task that runs
// the page's effects: each fetch() costs about a millisecond of the main thread on a fast machine, four on
// a cheap phone, and a home page starts a dozen of them at once (issue 17, total blocking time). The
// first starts in the next task; the rest follow within a few tasks, so no answer waits noticeably.

/** Main-thread time one task spends starting queued requests before it yields. */
const BUDGET_MS = 4;

const queue: Array<() => void> = [];
let scheduled = false;

function drain(): void {
  scheduled = false;
  const until = performance.now() + BUDGET_MS;
  while (queue.length > 0 && performance.now() < until) queue.shift()?.();
  if (queue.length > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(drain, 0);
}

/** Runs `start` in a coming task; the returned function cancels it if it has not run yet. */
export function startSoon(start: () => void): () => void {
  let cancelled = false;
  queue.push(() => {
    if (!cancelled) start();
  });
  schedule();
  return () => {
    cancelled = true;
  };
}
