// Reads Hono's route table (app.routes) to find paths claimed twice: two routers answering
// one method and path, or one path prefix mounted twice, either of which makes mount order matter.
import type { Hono } from 'hono';

type RouteTable = Hono['routes'];

/**
 * Hono records each handler of a route (validators included) as its own entry, one after
 * another; a second registration of the same method and path shows up as a separate run.
 * Middleware (`use`, method ALL on a wildcard path) claims nothing.
 */
export function duplicateClaims(routes: RouteTable): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  let previous = '';
  for (const { method, path } of routes) {
    if (method === 'ALL' && path.endsWith('*')) {
      previous = '';
      continue;
    }
    const key = `${method} ${path}`;
    if (key !== previous && seen.has(key)) duplicates.add(key);
    seen.add(key);
    previous = key;
  }
  return [...duplicates];
}

const nested = (a: string, b: string) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

/**
 * Base paths whose routes come in two blocks with an unrelated prefix between them: one prefix
 * mounted by two routers. A router composing sub-routers under its own prefix (comments under
 * /page) is one mount.
 */
export function prefixesMountedTwice(routes: RouteTable): string[] {
  const claims = routes.filter(({ method, path }) => !(method === 'ALL' && path.endsWith('*')));
  const lastSeen = new Map<string, number>();
  const twice = new Set<string>();
  claims.forEach(({ basePath }, i) => {
    const last = lastSeen.get(basePath);
    if (last !== undefined && claims.slice(last + 1, i).some((between) => !nested(between.basePath, basePath)))
      twice.add(basePath);
    lastSeen.set(basePath, i);
  });
  return [...twice];
}
