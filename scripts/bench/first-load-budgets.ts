// The first-load JavaScript budgets that `npm run bench:web -- --check` (and so `npm test`) enforces.
/** Issue #17's goal for every page (gzip KB of scripts before the page is interactive). */
export const GOAL_KB = 130;
/**
 * What `--check` enforces: today's figures plus a little room, so any growth fails `npm test`.
 * All three pages are within the goal (README, Benchmarks). Lower these as the first load shrinks. Raising one is a decision written in the README's Benchmarks
 * (the last raise: +0.1 KB on /catalog on 28 November for the install offer kept from the app's first task,
 * web/app/pwa.ts, without which 'Установить приложение' could be lost for a visit: 124.013 KB measured).
 */
export const BUDGET_KB: Record<string, number> = { home: 129.2, catalog: 124.1, post: 130 };
