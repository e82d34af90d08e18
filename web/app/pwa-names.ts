// What the service worker's registration (pwa.ts) and its update watch (pwa-updates.ts) share.
export const PWA_UPDATE_EVENT = 'pwa-update-available';
export const SW_SCRIPT = '/sw.js';
