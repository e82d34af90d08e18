// The first-load JavaScript budgets that `npm run bench:web -- --check` (and so `npm test`) enforces.
/** Issue #17's goal for every page (gzip KB of scripts before the page is interactive). */
export const GOAL_KB = 130;
/**
 * What `--check` enforces: today's figures plus a little room, so any growth fails `npm test`.
 * All three pages are within the goal (README, Benchmarks). Lower these as the first load shrinks. Raising one is a decision written in the README's Benchmarks
 * (the last raise: +0.2 KB on / and +0.1 KB on /catalog for the first-screen work of issue 17, which took their
 * total blocking time from about 250 and 180 ms to about 150 and 100 ms).
 */
export const BUDGET_KB: Record<string, number> = { home: 128.9, catalog: 123.8, post: 130 };
