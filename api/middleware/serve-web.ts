// Serves the built PWA: hashed assets cached for a year as immutable; index.html, the
// service worker and the manifest revalidated on every load so a release is seen at once.
// Any other GET without a file falls back to index.html (client-side routing).
import { readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { notFound } from '../lib/not-found-page.ts';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = ['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js'];

/** Rewrites index.html for one page: `search` is the URL's query ('' or '?a=1'). */
export type HtmlTransform = (html: string, path: string, search: string) => string | Promise<string>;

export function serveWeb(dist: string, transformHtml?: HtmlTransform) {
  const root = relative(process.cwd(), resolve(dist)) || '.';
  const indexFile = join(dist, 'index.html');
  let cachedIndex: { mtime: number; html: string } | null = null;
  const readIndex = () => {
    const mtime = statSync(indexFile).mtimeMs;
    if (!cachedIndex || cachedIndex.mtime !== mtime) cachedIndex = { mtime, html: readFileSync(indexFile, 'utf8') };
    return cachedIndex.html;
  };

  const web = new Hono<AppEnv>();
  web.use(
    '*',
    serveStatic({
      root,
      onFound: (path, c) => {
        const url = '/' + relative(root, path).replaceAll('\\', '/');
        if (url.startsWith('/assets/')) c.header('Cache-Control', IMMUTABLE);
        else if (REVALIDATE.includes(url) || url.startsWith('/workbox-')) c.header('Cache-Control', NO_CACHE);
        else c.header('Cache-Control', 'public, max-age=3600');
      },
    }),
  );
  web.get('*', async (c) => {
    const last = c.req.path.split('/').pop() ?? '';
    if (last.includes('.') && !last.endsWith('.html')) return notFound(c);
    let html: string;
    try {
      html = readIndex();
    } catch {
      return c.text('Сайт ещё не собран: выполните npm run build', 503);
    }
    c.header('Cache-Control', NO_CACHE);
    if (!transformHtml) return c.html(html);
    const url = new URL(c.req.url);
    return c.html(await transformHtml(html, c.req.path, url.search));
  });
  return web;
}
