// Registers the service worker. When a new version is waiting, the shell is told (pwa-update event) and shows
// 'Доступна новая версия' (features/shell/update-prompt.tsx); accepting it asks the waiting worker to take over
// and the page reloads once it controls (pwa-updates.ts). Both load once the page is idle.
import { noteCodeOnLeave } from '../lib/code-left-behind.ts';
import { whenIdle, whenLoadedIdle } from '../lib/when-idle.ts';
import { PWA_UPDATE_EVENT, SW_SCRIPT } from './pwa-names.ts';

export { PWA_UPDATE_EVENT };
let updateWaiting = false;

/** Whether a new version said it is waiting before the prompt that offers it was loaded. */
export const isUpdateWaiting = () => updateWaiting;

let installOffer: Event | null = null;

/**
 * The browser's offer to install the app (beforeinstallprompt) if it came before the footer's button was drawn: the
 * app draws beneath the server's first screen, and an offer made meanwhile was lost, so the button never showed.
 */
export const earlyInstallOffer = () => installOffer;
export const forgetInstallOffer = () => void (installOffer = null);

/**
 * Registers the service worker as soon as the page has loaded and is idle, since reading offline
 * depends on it; workbox-window, which only watches for updates, loads once the first screen is
 * drawn and registers the same script again (a no-op that tells it about a version already waiting).
 */
export function registerServiceWorker(): void {
  window.addEventListener(PWA_UPDATE_EVENT, () => (updateWaiting = true));
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    installOffer = e;
  });
  window.addEventListener('appinstalled', forgetInstallOffer);
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // A first visit left before the worker controls it: the next page hands this page's code over (route-code.ts).
  noteCodeOnLeave();
  whenLoadedIdle(() => void navigator.serviceWorker.register(SW_SCRIPT, { scope: '/' }).catch(console.error));
  whenIdle(() => void import('./pwa-updates.ts').then((m) => m.watchForUpdates()).catch(console.error));
}
