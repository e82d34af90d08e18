// Names the page and the service worker share for keeping screens' code (web/sw.ts, web/lib/route-code.ts).
// Pure: imported by the worker and by the page's entry, so it must stay tiny.

/** Message to the worker: `{ type, urls }`, keep these code files; it answers `true` on the message's port. */
export const KEEP_CODE_MESSAGE = 'KEEP_CODE';

/** The site's hashed scripts and stylesheets; never the staff area's (online only, never kept on a pupil's device). */
export const isCodeUrl = (pathname: string) => /^\/assets\/(?!staff\/)[^/]+\.(?:js|css)$/.test(pathname);
