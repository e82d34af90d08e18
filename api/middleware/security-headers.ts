// Security headers for every response. The CSP allows no inline script: the built PWA
// loads only same-origin module scripts; YouTube and VK video frames are the only embeds.
// The API reference pages (/api/docs, /otherapi/docs) set their own, narrower CSP. A file that is never
// a document nor a worker (a build script or style, a picture, a font) gets only the headers that act on it, and an
// API answer (JSON, never drawn as a page) a short CSP that allows nothing.
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { setDefaultHeaders } from '../lib/node-io.ts';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

const common = {
  crossOriginEmbedderPolicy: false,
  referrerPolicy: 'strict-origin-when-cross-origin',
  // Nothing here needs the camera, microphone, location or payments; embedded video may go fullscreen.
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
    serial: [],
    bluetooth: [],
    hid: [],
    midi: [],
    displayCapture: [],
    browsingTopics: [],
    fullscreen: [
      'self',
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      'https://vk.com',
      'https://vkvideo.ru',
      'https://rutube.ru',
    ],
  },
} satisfies SecureHeadersOptions;

const siteMiddleware = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: [
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      'https://vk.com',
      'https://vkvideo.ru',
      'https://rutube.ru',
    ],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
  ...common,
});

/** The headers hono's middleware writes, computed once: the same on every answer. */
async function headersOf(middleware: MiddlewareHandler): Promise<[string, string][]> {
  const res = await new Hono()
    .use(middleware)
    .get('/', (c) => c.body(null))
    .request('/');
  return [...res.headers].filter(([name]) => name !== 'content-type');
}

/**
 * An API answer's: the subresource headers, a CSP that lets nothing load or frame it (OWASP's advice for an API; a
 * JSON answer opened as a page runs nothing) and its old-browser twin. The site's whole set was about 1.4 KB on
 * every call, more than most answers' bodies (docs/performance.md); the rest of it acts only on a document.
 */
const API_ONLY: [string, string][] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-frame-options', 'DENY'],
];

/** Computed on the first request (hono's middleware only writes them onto an answer). */
let computed: Promise<Record<'site' | 'docs' | 'subresource' | 'api', [string, string][]>> | undefined;
const headerLists = () =>
  (computed ??= Promise.all([headersOf(siteMiddleware), headersOf(secureHeaders(common))]).then(([site, docs]) => {
    const subresource = site.filter(([name]) => SUBRESOURCE_HEADERS.has(name));
    return { site, docs, subresource, api: [...subresource, ...API_ONLY] };
  }));

const DOCS_PATHS = new Set(['/api/docs', '/otherapi/docs', '/api/docs/', '/otherapi/docs/']);

/** The API's calls, both prefixes (the API reference pages aside). */
const API_PATH = /^\/(?:other)?api\//;

/**
 * Build scripts and styles (a worker's own script aside: its CSP comes from it) and pictures and fonts anywhere (an
 * SVG is a document when opened, so not here). The CSP, Permissions-Policy, framing and opener headers act only on a
 * document or a worker; on these they were about 1.1 KB each, a quarter of a first visit's bytes (docs/performance.md).
 */
const SUBRESOURCE = /^\/assets\/(?![^/]*\.worker-)[^/]+\.(?:js|css)$|\.(?:png|webp|jpe?g|avif|gif|ico|woff2?)$/i;
/** What a subresource keeps: no sniffing, no cross-origin reads, the referrer rule of a style's own requests, HSTS. */
const SUBRESOURCE_HEADERS = new Set([
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
]);

/** Whether `path` is answered with the subresource headers only. */
export const isSubresource = (path: string) => SUBRESOURCE.test(path);

let ready: Awaited<ReturnType<typeof headerLists>> | undefined;

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  const lists = ready ?? (ready = await headerLists());
  // The docs route writes its own, narrower CSP.
  const path = c.req.path;
  if (isSubresource(path)) {
    await next();
    // A missing file is answered with the 404 page: a document, which gets the site's headers.
    const page = c.res.headers.get('content-type')?.includes('html');
    for (const [name, value] of page ? lists.site : lists.subresource) c.res.headers.set(name, value);
    return;
  }
  const headers = DOCS_PATHS.has(path) ? lists.docs : API_PATH.test(path) ? lists.api : lists.site;
  if (setDefaultHeaders(c, headers)) return next();
  await next();
  for (const [name, value] of headers) c.res.headers.set(name, value);
};
