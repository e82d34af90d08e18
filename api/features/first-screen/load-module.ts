// Loads the built first-screen module (dist/ssr/first-screen.js, `npm run build`) at run time: the server never
// imports web source. Without the build the site works as before, from the plain index.html.
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstScreenModule } from '../../../sync/protocol/first-screen.ts';

function isModule(value: unknown): value is FirstScreenModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    'requestsFor' in value &&
    typeof value.requestsFor === 'function' &&
    'render' in value &&
    typeof value.render === 'function'
  );
}

/** dist/ssr beside dist/web (WEB_DIST). */
export function firstScreenModulePath(webDist: string): string {
  return join(dirname(resolve(webDist)), 'ssr', 'first-screen.js');
}

/**
 * A getter for the module: imported once per build (a rebuild while the server runs is picked up by the
 * file's time, as index.html is), null when there is no build or it does not load.
 */
export function firstScreenModule(
  file: string,
  onError: (e: unknown) => void,
): () => Promise<FirstScreenModule | null> {
  let loaded: { mtime: number; module: Promise<FirstScreenModule | null> } | null = null;
  return () => {
    if (!existsSync(file)) return Promise.resolve(null);
    const mtime = statSync(file).mtimeMs;
    if (loaded?.mtime !== mtime) {
      const module = import(`${pathToFileURL(file).href}?v=${mtime}`).then(
        (m: unknown) => (isModule(m) ? m : null),
        (e: unknown) => {
          onError(e);
          return null;
        },
      );
      loaded = { mtime, module };
    }
    return loaded.module;
  };
}
