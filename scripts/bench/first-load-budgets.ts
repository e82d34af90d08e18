// The first-load JavaScript budgets that `npm run bench:web -- --check` (and so `npm test`) enforces.
/** Issue #17's goal for every page (gzip KB of scripts before the page is interactive). */
export const GOAL_KB = 130;
/**
 * What `--check` enforces: today's figures plus a little room, so any growth fails `npm test`.
 * All three pages are within the goal (docs/performance.md). Lower these as the first load shrinks. Raising one is a decision written in docs/performance.md
 * (the last raise: +0.3 KB on / and /catalog on 28 November for React DOM run on demand, web/app/react-dom-on-demand.cjs,
 * which takes 60 to 100 ms of blocking at 4x slowdown off each page's start: 129.424 and 124.287 KB measured; a post
 * went down to 129.638 KB, its scroll statistics loading once the page is idle). Raised on 29 November by the first-week
 * fixes in the shell (the communities link, the signed-in marker that spares guests a /api/user/me, the 'Войти' tap
 * kept before the scripts, the restore's kept actions) after two cuts (the signed-in home block and the route tree's
 * account rules off the first load): / 129.7, /catalog 124.6, a post 130.2 KB. A post is over the goal by 0.2 KB:
 * the next change to the first load must bring it back under 130 (docs/performance.md). Raised again on 29 November
 * (morning) to the goal on / and by 0.1 KB on a post, measured 129.95 and 130.3 KB: the pupils' 'ты' strings and the fixes merged that
 * day, after moving the card-grid skeleton and the post-by-id lookup off the first load. Still over the goal: the
 * first-visit work of issue 44 is where a real cut belongs. Raised by 0.1 KB on each page on 29 November (issue 44):
 * the entry notes, when a page is left before the service worker controls it, what it loaded, so the next page hands
 * that screen's code to the worker and it opens offline (web/lib/code-left-behind.ts; measured 130.0, 124.8, 130.5).
 * Raised by 0.1 KB on /catalog and a post on 29 November (midday) by the merge of that day's branches (the session's
 * stored user checked by a valibot schema, issue 45; server first screens of every public page, issue 43), measured
 * 130.0, 124.9, 130.6. The cut still belongs to issue 44's first-visit work. Raised on 29 November (evening) by 0.3 KB on /,
 * 0.3 on /catalog and 0.4 on a post: a tap on a button of the server's first screen before the app runs is kept and
 * replayed on the app's copy, and words typed into its fields are carried into the app's (web/public/first-screen-boot.js,
 * issue 43; the replay itself loads only after a tap; the build now ships the boot script minified, which took 0.4 KB
 * off), measured 130.3, 125.2, 130.9 (rounded). A pupil's tap or words that did nothing were worth more than that.
 * Raised by 0.2 KB on / and /catalog and 0.1 on a post on 29 November (night): the header's 'Нет подключения' pill is in the first load
 * (web/features/shell/offline-pill.tsx), since a network lost before the sync indicator's lazy code arrived left a
 * pupil with no word of it (the code could no longer be fetched); measured 130.5, 125.4, 131.0 (rounded).
 * Raised by 0.5 KB on /, 0.4 on /catalog and a post on 1 December: whether the server can be reached is told by the
 * requests themselves, not only by navigator.onLine (web/lib/reachability.ts, with its probe and whenServerBack): on a
 * school wifi with no way out, and in Chromium after a reload the service worker answered offline, the browser says
 * online, so no screen said 'Нет подключения' and a list that promised to load when the network returned never did;
 * measured 131.0, 125.8, 131.5 (rounded).
 * Raised by 0.1 KB on / and /catalog on 1 December (evening): a guest's app takes the answers the server drew the first
 * screen from out of the page instead of asking for them again (web/lib/first-answers.ts; on / five requests fewer,
 * 443 → 433 KB in all, and the app's copy no longer waits for their round trips); measured 131.1, 126.0, 131.6.
 * Raised by 0.1 KB on a post on 2 December (+25 bytes gzip, 131.581 → 131.606 KB; / and /catalog stay within theirs):
 * a heart tapped before the device has read its row reads the row and acts on it, where it used to send "add" for a
 * bookmarked item and leave it on (web/features/bookmarks/bookmark-heart.tsx); measured 131.2, 126.0, 131.6 (rounded).
 */
export const BUDGET_KB: Record<string, number> = { home: 131.2, catalog: 126.0, post: 131.7 };
