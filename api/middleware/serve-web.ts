// Serves the built PWA: hashed assets cached for a year as immutable; the HTML entries, the
// service worker and the manifest revalidated on every load so a release is seen at once.
// Any other GET without a file falls back to index.html (client-side routing), except the
// staff area: /staff and everything under it get staff.html, its own entry, so the staff
// screens never weigh on a pupil's first load (docs/staff.md). The shell's status comes from `statusOf`:
// 404 for an address the app has no route or item for, 410 for a withdrawn item, 301 to an item's own address.
import { readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { STAFF_AREA_PATH } from '../../sync/rules/staff-area.ts';
import { hasSignedInMarker } from '../../sync/rules/session-marker.ts';
import { notFound } from '../lib/not-found-page.ts';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = ['/index.html', '/staff.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js'];

/** Rewrites index.html for one page: `search` is the URL's query ('' or '?a=1'). */
/** `signedIn`: the request carries the readable signed-in marker (sync/rules/session-marker.ts). */
export type HtmlTransform = (html: string, path: string, search: string, signedIn: boolean) => string | Promise<string>;

/** How the shell answers one address (api/features/page-status). */
export type PageStatus = { status: 200 | 404 | 410 } | { redirect: string };
export type StatusOf = (path: string) => Promise<PageStatus>;

/** Reads an HTML file once and again only when it changes on disk (a rebuild under a running server). */
function htmlFile(file: string): () => string {
  let cached: { mtime: number; html: string } | null = null;
  return () => {
    const mtime = statSync(file).mtimeMs;
    if (!cached || cached.mtime !== mtime) cached = { mtime, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}

export function serveWeb(dist: string, transformHtml?: HtmlTransform, statusOf?: StatusOf) {
  const root = relative(process.cwd(), resolve(dist)) || '.';
  const readIndex = htmlFile(join(dist, 'index.html'));
  const readStaff = htmlFile(join(dist, 'staff.html'));

  const web = new Hono<AppEnv>();
  const files = serveStatic({
    root,
    onFound: (path, c) => {
      const url = '/' + relative(root, path).replaceAll('\\', '/');
      if (url.startsWith('/assets/')) c.header('Cache-Control', IMMUTABLE);
      else if (REVALIDATE.includes(url) || url.startsWith('/workbox-')) c.header('Cache-Control', NO_CACHE);
      else c.header('Cache-Control', 'public, max-age=3600');
    },
  });
  // The home page is a page like the others (its HTML goes through transformHtml: the first screen, link
  // previews), not the index.html file that serveStatic would answer for '/'.
  web.use('*', (c, next) => (c.req.path === '/' ? next() : files(c, next)));
  web.get('*', async (c) => {
    const last = c.req.path.split('/').pop() ?? '';
    if (last.includes('.') && !last.endsWith('.html')) return notFound(c);
    const staff = STAFF_AREA_PATH.test(c.req.path);
    let html: string;
    try {
      html = staff ? readStaff() : readIndex();
    } catch {
      return c.text('Сайт ещё не собран: выполните npm run build', 503);
    }
    const answer = staff || !statusOf ? { status: 200 as const } : await statusOf(c.req.path);
    if ('redirect' in answer) {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.redirect(answer.redirect + new URL(c.req.url).search, 301);
    }
    c.header('Cache-Control', NO_CACHE);
    if (staff || !transformHtml) return c.html(html, answer.status);
    const signedIn = hasSignedInMarker(c.req.header('cookie') ?? '');
    return c.html(await transformHtml(html, c.req.path, new URL(c.req.url).search, signedIn), answer.status);
  });
  return web;
}
