// Build-time list of what the service worker precaches (the shell only, issue 44) and of each screen's code
// (route-code.json), so a first visit does not download the whole site: the shell is the entry page, its entry
// script with everything it imports statically, its stylesheet and the two fonts of the first screen; a screen's
// code (the route's split chunks with everything they import, statically or on demand) is cached at runtime when
// first used, or fetched on purpose by 'Скачать курс' and 'Сохранить офлайн' (web/lib/route-code.ts).
// The screens that show what the device holds (the own profile with follows and blocks, 'История просмотров',
// 'На устройстве', 'Избранное', 'Мои коллекции' and a collection, which may be made offline) are precached with the
// shell: offline they are the way to what was kept, opened or not before (about 45 KB gzip with the shell's offline
// parts below; Dexie, which they use, every first visit loads anyway once idle). Never lists the staff area's files (built apart, online only).
import type { ManifestEntry, ManifestTransform } from 'workbox-build';
import type { Plugin } from 'vite';

/** The file route-code.json is written to (in dist/web), read by web/lib/route-code.ts. */
export const ROUTE_CODE_FILE = 'route-code.json';

/**
 * Files besides the hashed shell the worker keeps: the page, its boot script, the manifest, the tab's icon and the one
 * notifications show. The 512 px icons (50 KB) are not: the browser fetches a manifest's icons itself when it installs.
 */
const SHELL_FILES =
  /^(index\.html|first-screen-boot\.js|manifest\.webmanifest|icons\/(favicon\.svg|icon-192\.png)|route-code\.json)$/;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}

/** Route files precached with the shell (see above). */
const DEVICE_SCREENS = [
  'profile/index',
  'profile/history',
  'profile/device',
  'profile/bookmarks',
  'profile/collections.index',
  'profile/collections.$id',
];

/**
 * Parts of the shell loaded on demand that a pupil opens offline from any screen, precached with it (about 18 KB
 * gzip, most of it the sanitiser): the popups of content (a video of another site says it cannot load, a picture, a
 * word's tooltip), the phone's menu, without which no other screen is reachable at 375 px, and the collection picker
 * (adding to a collection is an offline action), and 'Написать нам' (the chat helper offers it offline; the form says
 * it cannot send until the network is back).
 */
const OFFLINE_SHELL_PARTS = [
  '/web/components/popups/popup-bodies.tsx',
  '/web/components/layout/mobile-menu-panel.tsx',
  '/web/features/social/collection-picker.tsx',
  '/web/features/faq/feedback-form.tsx',
];

/** What Rolldown's chunking context tells of a module. */
export interface GraphInfo {
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/**
 * The modules `roots` own: the roots and every module they reach (statically or on demand) that nothing else reaches.
 * A module imported from outside what the roots reach is shared, and so is everything it imports in turn.
 */
export function ownedModules(roots: Iterable<string>, getModuleInfo: (id: string) => GraphInfo | null): Set<string> {
  const rootSet = new Set(roots);
  const walk = (from: Iterable<string>, into: Set<string>, skip: Set<string>) => {
    const stack = [...from];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (into.has(id) || skip.has(id)) continue;
      into.add(id);
      const info = getModuleInfo(id);
      stack.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
    }
  };
  const reach = new Set<string>();
  walk(rootSet, reach, new Set());
  const importedFromOutside = [...reach].filter((id) => {
    if (rootSet.has(id)) return false;
    const info = getModuleInfo(id);
    return [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])].some((by) => !reach.has(by));
  });
  const shared = new Set<string>();
  walk(importedFromOutside, shared, rootSet);
  return new Set([...reach].filter((id) => !shared.has(id)));
}

/**
 * A Rolldown chunk group putting the device screens' own code in one file: the six routes above and every module
 * only they reach (their lists and lazy parts). They are precached on every first visit, where each small file
 * carried its own headers and gzip start (45 precached files became 39, about 7 KB less a first visit). A module
 * another screen or the shell imports too stays where it was, so no other page's first load grows.
 */
export function deviceScreensGroup() {
  const roots = new Set<string>();
  let owned: { key: string; modules: Set<string> } | null = null;
  return {
    name(id: string, ctx: { getModuleInfo: (id: string) => GraphInfo | null }) {
      const key = [...roots].sort().join('|');
      if (owned?.key !== key) owned = { key, modules: ownedModules(roots, (m) => ctx.getModuleInfo(m)) };
      return owned.modules.has(id) ? 'device-screens' : null;
    },
    // Every module is a candidate; the routes are noted on the way (Rolldown tests them all before naming any).
    test(id: string) {
      const route = routeOf(id);
      if (route && DEVICE_SCREENS.includes(route)) roots.add(id);
      return true;
    },
    // Only what the screens own: a shared module pulled in would bring this file into other pages' loads.
    includeDependenciesRecursively: false,
  };
}

/** `web/routes/course/$id/$step.tsx?tsr-split=component` -> `course/$id/$step`. */
function routeOf(moduleId: string): string | null {
  const match = /\/web\/routes\/(.+?)\.tsx\?tsr-split/.exec(moduleId);
  return match?.[1] ?? null;
}

/** `start` and what it imports (and, `withDynamic`, loads on demand), never going into a chunk of `stop`. */
function closure(start: string, chunks: Map<string, ChunkLike>, withDynamic: boolean, stop = new Set<string>()) {
  const out = new Set<string>();
  const visit = (file: string) => {
    if (out.has(file) || stop.has(file)) return;
    out.add(file);
    const chunk = chunks.get(file);
    if (!chunk) return;
    // A chunk of styles only is dropped from the bundle after this hook (Vite): its stylesheet stays, its file never
    // exists, so it is not listed.
    if (chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => /\.css($|\?)/.test(id))) out.delete(file);
    chunk.viteMetadata?.importedCss.forEach((css) => out.add(css));
    chunk.imports.forEach(visit);
    if (withDynamic) chunk.dynamicImports.forEach(visit);
  };
  visit(start);
  return out;
}

export function routeCodePlugin(): Plugin & { precacheShellOnly: ManifestTransform } {
  const shell = new Set<string>();
  const precachedScreens = new Set<string>();
  return {
    name: 'route-code',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
      const entry = [...chunks.values()].find((c) => c.isEntry && c.facadeModuleId?.endsWith('/web/index.html'));
      if (!entry) throw new Error('route-code: the entry chunk of web/index.html is missing');
      shell.clear();
      precachedScreens.clear();
      closure(entry.fileName, chunks, false).forEach((f) => shell.add(f));
      for (const file of Object.keys(bundle)) if (/golos-ru-(cyrillic|latin)-/.test(file)) shell.add(file);
      const routes: Record<string, string[]> = {};
      for (const chunk of chunks.values())
        for (const id of chunk.moduleIds) {
          const route = routeOf(id);
          if (!route) continue;
          // The entry loads every route on demand: a route's code stops at the shell, which is precached anyway.
          const own = [...closure(chunk.fileName, chunks, true, shell)].map((f) => `/${f}`);
          routes[route] = [...new Set([...(routes[route] ?? []), ...own])];
        }
      const offlineParts: string[] = [];
      for (const part of OFFLINE_SHELL_PARTS) {
        const chunk = [...chunks.values()].find((c) => c.moduleIds.some((id) => id.endsWith(part)));
        if (!chunk) throw new Error(`route-code: the code of ${part} is missing`);
        closure(chunk.fileName, chunks, true, shell).forEach((f) => offlineParts.push(`/${f}`));
      }
      offlineParts.forEach((f) => precachedScreens.add(f.slice(1)));
      for (const route of DEVICE_SCREENS) {
        if (!routes[route]) throw new Error(`route-code: the code of ${route} is missing`);
        routes[route].forEach((f) => precachedScreens.add(f.slice(1)));
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CODE_FILE,
        source: JSON.stringify({ routes, offline_shell_parts: [...new Set(offlineParts)] }),
      });
    },
    precacheShellOnly(entries: (ManifestEntry & { size: number })[]) {
      if (shell.size === 0) throw new Error('route-code: the shell is unknown (the site build did not run)');
      const kept = (url: string) => SHELL_FILES.test(url) || shell.has(url) || precachedScreens.has(url);
      return { manifest: entries.filter((e) => kept(e.url)) };
    },
  };
}
