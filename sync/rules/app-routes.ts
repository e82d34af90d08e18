// The app's addresses (web/routes, TanStack file routes) as data the server can read: it answers an address
// no route takes with 404 (the app then draws its error screen) instead of a soft 200. A test
// (api/features/page-status/app-routes.test.ts) keeps this list equal to the files under web/routes.
// Pure: no DOM, no Node.

/** Every route of the app: `$name` is a parameter, `{-$name}` an optional one. */
export const APP_ROUTES = [
  '/',
  '/$page',
  '/about',
  '/agreement',
  '/auth/$social',
  '/auth/link_social',
  '/catalog',
  '/catalog/news',
  '/community/{-$id}',
  '/contests',
  '/contests/$id',
  '/contests/special',
  '/contests/special/$id',
  '/contests/special/work',
  '/contests/work',
  '/contests/work/$id',
  '/course',
  '/course/$id',
  '/course/$id/$step',
  '/course/$id/form',
  '/dev-auth',
  '/event',
  '/event/$id',
  '/faq',
  '/gifts',
  '/gifts/$category',
  '/news',
  '/news/$id',
  '/policy',
  '/post',
  '/post/$slug',
  '/profile',
  '/profile/$id',
  '/profile/bookmarks',
  '/profile/collections',
  '/profile/collections/$id',
  '/profile/device',
  '/profile/history',
  '/quizzes',
  '/quizzes/$id',
  '/search',
  '/sitemap',
  '/success',
  '/users',
] as const;

export type AppRoute = (typeof APP_ROUTES)[number];

export interface RouteMatch {
  route: AppRoute;
  /** The parameters by name, decoded. */
  params: Record<string, string>;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** How a route segment takes a path segment: 2 as written, 1 as a parameter, 0 as an optional one left out. */
function matchRoute(route: AppRoute, parts: string[]): { score: number[]; params: Record<string, string> } | null {
  const wanted = segmentsOf(route);
  const params: Record<string, string> = {};
  const score: number[] = [];
  let i = 0;
  for (const seg of wanted) {
    const optional = /^\{-\$(\w+)\}$/.exec(seg);
    const part = parts[i];
    if (optional) {
      if (part === undefined) {
        score.push(0);
        continue;
      }
      params[optional[1]!] = part;
      score.push(1);
    } else if (seg.startsWith('$')) {
      if (part === undefined) return null;
      params[seg.slice(1)] = part;
      score.push(1);
    } else {
      if (part !== seg) return null;
      score.push(2);
    }
    i += 1;
  }
  return i === parts.length ? { score, params } : null;
}

const better = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if ((a[i] ?? -1) !== (b[i] ?? -1)) return (a[i] ?? -1) > (b[i] ?? -1);
  }
  return false;
};

/**
 * The route the app shows for `path` (a pathname), as the router ranks them: a written segment before a parameter;
 * null when no route takes it (or a segment is not valid percent-encoding).
 */
export function matchAppRoute(path: string): RouteMatch | null {
  let parts: string[];
  try {
    parts = segmentsOf(path).map((p) => decodeURIComponent(p));
  } catch {
    return null;
  }
  let best: { route: AppRoute; score: number[]; params: Record<string, string> } | null = null;
  for (const route of APP_ROUTES) {
    const m = matchRoute(route, parts);
    if (m && (!best || better(m.score, best.score))) best = { route, ...m };
  }
  return best && { route: best.route, params: best.params };
}
