// Registers the service worker with workbox-window. When a new version is waiting, the
// shell is told (pwa-update event) and shows 'Доступна новая версия'; accepting it asks
// the waiting worker to take over and the page reloads once it controls.
import type { Workbox } from 'workbox-window';

export const PWA_UPDATE_EVENT = 'pwa-update-available';
let workbox: Workbox | null = null;

/** Registers once the page is idle (web/app/main.tsx); workbox-window is loaded only then. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => window.dispatchEvent(new CustomEvent(PWA_UPDATE_EVENT)));
  await workbox.register();
}

export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
