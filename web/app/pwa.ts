// Registers the service worker with workbox-window. When a new version is waiting, the
// shell is told (pwa-update event) and shows 'Доступна новая версия'; accepting it asks
// the waiting worker to take over and the page reloads once it controls.
import type { Workbox } from 'workbox-window';
import { whenIdle, whenLoadedIdle } from '../lib/when-idle.ts';

export const PWA_UPDATE_EVENT = 'pwa-update-available';
const SCRIPT = '/sw.js';
let workbox: Workbox | null = null;

/**
 * Registers the service worker as soon as the page has loaded and is idle, since reading offline
 * depends on it; workbox-window, which only watches for updates, loads once the first screen is
 * drawn and registers the same script again (a no-op that tells it about a version already waiting).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  whenLoadedIdle(() => void navigator.serviceWorker.register(SCRIPT, { scope: '/' }).catch(console.error));
  whenIdle(() => void watchForUpdates().catch(console.error));
}

async function watchForUpdates(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox(SCRIPT, { scope: '/' });
  workbox.addEventListener('waiting', () => window.dispatchEvent(new CustomEvent(PWA_UPDATE_EVENT)));
  await workbox.register();
}

export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
