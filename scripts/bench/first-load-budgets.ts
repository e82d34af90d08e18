// The first-load JavaScript budgets that `npm run bench:web -- --check` (and so `npm test`) enforces.
/** Issue #17's goal for every page (gzip KB of scripts before the page is interactive). */
export const GOAL_KB = 130;
/**
 * What `--check` enforces: today's figures plus a little room, so any growth fails `npm test`.
 * All three pages are within the goal (README, Benchmarks). Lower these as the first load shrinks. Raising one is a decision written in the README's Benchmarks
 * (the last raise: +0.2 KB on / on 28 November for the home page's parts drawn apart and memoised, and cards kept
 * as the objects drawn, web/lib/same-data.ts: the home page's components drawn 2,182 times while it settles before,
 * 525 after).
 */
export const BUDGET_KB: Record<string, number> = { home: 129.2, catalog: 124.0, post: 130 };
