// Which screens' code a new build's service worker keeps at install (web/sw-code-update.ts): the screens the pupil
// opened under the old build, found through the old build's route-code.json, so an update does not take away what
// opened offline before it. Pure: imported by the worker, tested beside.

/** A build's route-code.json: each route file's code, its own chunk first (scripts/route-code-plugin.ts). */
export type RouteCode = Record<string, string[]>;

/** The routes whose own chunk is among the `kept` paths (opened, or fetched for 'Скачать курс'). */
export function routesOpened(old: RouteCode, kept: ReadonlySet<string>): string[] {
  return Object.entries(old)
    .filter(([, files]) => files[0] !== undefined && kept.has(files[0]))
    .map(([route]) => route);
}

/** The new build's files of `routes`, without those already kept (a file the update did not change keeps its name). */
export function codeToCarry(next: RouteCode, routes: readonly string[], kept: ReadonlySet<string>): string[] {
  return [...new Set(routes.flatMap((r) => next[r] ?? []))].filter((f) => !kept.has(f));
}
