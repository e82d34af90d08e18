// Security headers for every response. The CSP allows no inline script: the built PWA
// loads only same-origin module scripts; YouTube and VK video frames are the only embeds.
import { secureHeaders } from 'hono/secure-headers';

export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://vk.com', 'https://vkvideo.ru', 'https://rutube.ru'],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
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
    fullscreen: ['self', 'https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://vk.com', 'https://vkvideo.ru', 'https://rutube.ru'],
  },
});
