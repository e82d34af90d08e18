// The calls `npm run bench:api` puts under load, with their goals: `goal`, a share of the bare SELECT 1
// route (issue 17); `p99`, milliseconds at 10 connections; `ofFirst`, a share of the first engine's
// requests per second (PostgreSQL against SQLite, issue 39).
export interface ThroughputCall {
  label: string;
  path: string;
  kind?: 'signed-in' | 'push' | 'push-mixed';
  /** Mutations in each push of a 'push' call: PUSH_SIZE when absent. */
  size?: number;
  goal?: number;
  p99?: number;
  ofFirst?: number;
}

/** Mutations in each bench push. */
export const PUSH_SIZE = 10;

/** A public answer for a guest (≥ 15 % of the bare route, p99 ≤ 10 ms) and signed in (≥ 10 %), issue 44. */
function publicPair(what: string, path: string): ThroughputCall[] {
  return [
    { label: `public: ${what} (${path.split('?')[0]})`, path, goal: 0.15, p99: 10 },
    { label: `public: ${what} signed in`, path, kind: 'signed-in', goal: 0.1, p99: 10 },
  ];
}

export const THROUGHPUT_CALLS: readonly ThroughputCall[] = [
  { label: '/api/health', path: '/api/health', goal: 0.5 },
  { label: '/api/catalog', path: '/api/catalog', goal: 0.15, p99: 20, ofFirst: 0.6 },
  { label: '/api/catalog (type+tag)', path: '/api/catalog?page_type_id=3&tags=4&sort=DATE_DESC&limit=18', goal: 0.15 },
  // Signed in: the session lookup, the viewer's likes, and no kept answer (public-answer-cache.ts).
  { label: '/api/catalog signed in', path: '/api/catalog', kind: 'signed-in', p99: 20, ofFirst: 0.6 },
  // What a whole school opens at 9:00 (issue 44): kept public answers, plus the reader's own state when signed in.
  { label: '/api/main-page', path: '/api/main-page', goal: 0.15, p99: 10 },
  { label: '/api/main-page signed in', path: '/api/main-page', kind: 'signed-in', goal: 0.1, p99: 10 },
  { label: '/api/page/slug (a post)', path: '/api/page/slug/bench-100', goal: 0.15, p99: 10 },
  { label: '/api/page/slug signed in', path: '/api/page/slug/bench-100', kind: 'signed-in', goal: 0.1, p99: 10 },
  // The other public answers issue 44 names: news, events, courses, quizzes, contests, communities, each a list and
  // an item (the demo seed's), for a guest and signed in. `BENCH_CALLS=public` picks them.
  ...publicPair('news list', '/api/event-news/news?sort=DATE_DESC&limit=12&offset=0'),
  ...publicPair('a news item', '/api/event-news/news-slug/otkrytie-sezona-olimpiad'),
  ...publicPair('events list', '/api/event/catalog?limit=12&offset=0'),
  ...publicPair('an event', '/api/event/slug/lekciya-chernye-dyry'),
  ...publicPair('courses list', '/api/course?limit=12&offset=0'),
  ...publicPair('a course', '/api/course/1'),
  ...publicPair('quizzes list', '/api/quiz/catalog?limit=12&offset=0'),
  ...publicPair('a quiz', '/api/quiz/1'),
  ...publicPair('contests list', '/api/contest/catalog'),
  ...publicPair('a contest', '/api/contest/1'),
  ...publicPair('communities list', '/api/community/catalog'),
  ...publicPair('a community', '/api/community/1'),
  ...publicPair('a community feed', '/api/community/1/feed'),
  { label: '/api/search?query=наука', path: `/api/search?query=${encodeURIComponent('наука')}` },
  // A live app sends each action as it happens: one bookmark-set a push, each from a new device.
  { label: 'POST /api/sync/push (1)', path: '/api/sync/push', kind: 'push', size: 1, p99: 20, ofFirst: 0.6 },
  // Each push is a new device's first PUSH_SIZE bookmark-sets (a queue sent on reconnecting), from bench users in turn.
  { label: `POST /api/sync/push (${PUSH_SIZE})`, path: '/api/sync/push', kind: 'push', p99: 20, ofFirst: 0.6 },
  // A device's offline queue as it comes: history, bookmarks, podcast positions and course steps interleaved.
  { label: `POST /api/sync/push mixed (${PUSH_SIZE})`, path: '/api/sync/push', kind: 'push-mixed', ofFirst: 0.6 },
];

/** The calls to measure: `BENCH_CALLS=push,main-page` keeps those whose label contains one of the words (all by default). */
export function chosenCalls(filter = process.env.BENCH_CALLS): readonly ThroughputCall[] {
  const words = (filter ?? '')
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
  return words.length ? THROUGHPUT_CALLS.filter((c) => words.some((w) => c.label.includes(w))) : THROUGHPUT_CALLS;
}
