// Watches for a new build of the service worker with workbox-window, and hands over to it when the user
// accepts ('Обновить'). Loaded once the page is idle (pwa.ts), with the prompt that offers it. Also hands the worker
// the code this page loaded (web/lib/route-code.ts).
import { Workbox } from 'workbox-window';
import { keepLoadedCode } from '../lib/route-code.ts';
import { PWA_UPDATE_EVENT, SW_SCRIPT } from './pwa-names.ts';

let workbox: Workbox | null = null;

export async function watchForUpdates(): Promise<void> {
  workbox = new Workbox(SW_SCRIPT, { scope: '/' });
  workbox.addEventListener('waiting', () => window.dispatchEvent(new CustomEvent(PWA_UPDATE_EVENT)));
  await workbox.register();
  // The worker precaches the shell only: what this page loaded before the worker controlled it (a first visit) is
  // handed to it, so the page opens offline.
  await keepLoadedCode();
}

export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
