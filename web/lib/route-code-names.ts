// Names the page and the service worker share for keeping screens' code (web/sw.ts, web/lib/route-code.ts).
// Pure: imported by the worker and by the page's entry, so it must stay tiny.

/** The worker's cache of screens' code, kept at first use (web/sw.ts). */
export const CODE_CACHE = 'code';

/** Message to the worker: `{ type, urls }`, keep these code files; it answers `true` on the message's port. */
export const KEEP_CODE_MESSAGE = 'KEEP_CODE';

/**
 * Message to the worker: take control of this page. A page whose navigation was under way while the worker activated
 * is not claimed at activation (it was no client yet), so it would fetch its later code past the worker.
 */
export const CLAIM_MESSAGE = 'CLAIM';

/** The site's hashed scripts and stylesheets; never the staff area's (online only, never kept on a pupil's device). */
export const isCodeUrl = (pathname: string) => /^\/assets\/(?!staff\/)[^/]+\.(?:js|css)$/.test(pathname);
