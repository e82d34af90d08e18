// The first-load JavaScript budgets that `npm run bench:web -- --check` (and so `npm test`) enforces.
/** Issue #17's goal for every page (gzip KB of scripts before the page is interactive). */
export const GOAL_KB = 130;
/**
 * What `--check` enforces: today's figures plus a little room, so any growth fails `npm test`.
 * All three pages are within the goal (README, Benchmarks). Lower these as the first load shrinks. Raising one is a decision written in the README's Benchmarks
 * (the last raise: +0.1 KB on / and +0.2 KB on /catalog on 27 November for starting the app's first requests a few per task,
 * web/lib/start-soon.ts, which took the two tasks that started them below 12 ms unthrottled).
 */
export const BUDGET_KB: Record<string, number> = { home: 129.0, catalog: 124.0, post: 130 };
