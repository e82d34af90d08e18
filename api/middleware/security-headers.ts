// Security headers for every response. The CSP allows no inline script: the built PWA
// loads only same-origin module scripts; YouTube and VK video frames are the only embeds.
// The API reference pages (/api/docs, /otherapi/docs) set their own, narrower CSP.
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

/** Computed on the first request (hono's middleware only writes them onto an answer). */
let computed: Promise<{ site: [string, string][]; docs: [string, string][] }> | undefined;
const headerLists = () =>
  (computed ??= Promise.all([headersOf(siteMiddleware), headersOf(secureHeaders(common))]).then(([site, docs]) => ({
    site,
    docs,
  })));

const DOCS_PATHS = new Set(['/api/docs', '/otherapi/docs', '/api/docs/', '/otherapi/docs/']);

let ready: Awaited<ReturnType<typeof headerLists>> | undefined;

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  const lists = ready ?? (ready = await headerLists());
  // The docs route writes its own, narrower CSP.
  const headers = DOCS_PATHS.has(c.req.path) ? lists.docs : lists.site;
  if (setDefaultHeaders(c, headers)) return next();
  await next();
  for (const [name, value] of headers) c.res.headers.set(name, value);
};
