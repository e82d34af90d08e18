// Security headers for every response. The CSP allows no inline script: the built PWA
// loads only same-origin module scripts; YouTube and VK video frames are the only embeds.
// The API reference pages (/api/docs, /otherapi/docs) set their own, narrower CSP.
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

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

const siteHeaders = secureHeaders({
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

/** Everything but the CSP, which the docs route writes itself. */
const docsHeaders = secureHeaders(common);

const DOCS_PATHS = new Set(['/api/docs', '/otherapi/docs', '/api/docs/', '/otherapi/docs/']);

export const securityHeaders: MiddlewareHandler = (c, next) =>
  DOCS_PATHS.has(c.req.path) ? docsHeaders(c, next) : siteHeaders(c, next);
