/// <reference lib="webworker" />
// A new build's worker precaches the shell only, so the screens the pupil opened under the old build would not open
// offline until opened again online. At install it keeps the new build's code of those screens (web/lib/
// route-code-update.ts), found through the old build's route-code.json, which the precache holds until activation.
// Never fails the install: at worst a screen's code is kept again when it is next opened.
import { cacheNames } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { CODE_CACHE } from './lib/route-code-names.ts';
import { codeToCarry, routesOpened, type RouteCode } from './lib/route-code-update.ts';

const ROUTE_CODE = 'route-code.json';

async function routesOf(res: Response | undefined): Promise<RouteCode | null> {
  if (!res?.ok) return null;
  const body = (await res.json()) as { routes?: RouteCode };
  return body.routes ?? null;
}

/** The old build's route-code.json: the precache's copy of another revision than this build's. */
async function oldRouteCode(manifest: readonly (PrecacheEntry | string)[]): Promise<RouteCode | null> {
  const own = manifest.find((e): e is PrecacheEntry => typeof e !== 'string' && e.url === ROUTE_CODE);
  const precache = await caches.open(cacheNames.precache);
  const old = (await precache.keys()).find((req) => {
    const url = new URL(req.url);
    return url.pathname === `/${ROUTE_CODE}` && url.searchParams.get('__WB_REVISION__') !== own?.revision;
  });
  return old ? routesOf(await precache.match(old)) : null;
}

/** Keeps (with `keep`, into the `code` cache) this build's code of the screens whose old code is kept there. */
export async function carryKeptCode(
  manifest: readonly (PrecacheEntry | string)[],
  keep: (urls: string[]) => Promise<void>,
): Promise<void> {
  try {
    const old = await oldRouteCode(manifest);
    if (!old) return;
    const kept = new Set((await (await caches.open(CODE_CACHE)).keys()).map((req) => new URL(req.url).pathname));
    const routes = routesOpened(old, kept);
    if (routes.length === 0) return;
    const next = await routesOf(await fetch(`/${ROUTE_CODE}`, { cache: 'no-cache' }));
    if (next) await keep(codeToCarry(next, routes, kept));
  } catch (error) {
    console.warn('code of the screens opened before the update not kept', error);
  }
}
