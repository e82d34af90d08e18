// Browser entry: fonts and tokens, the router, the site data load (Dexie keeps the last copy, so
// the shell renders offline); the service worker and the sync worker start once the page is idle.
// The device store (Dexie) opens once the first screen is drawn from the network's answers, or at
// once with no network, when the screens come from it (web/lib/device-store.ts).
import '../styles/fonts.css';
import '../styles/tokens.css';
import '../styles/base.css';
import '../styles/components.css';
import '../styles/shell.css';
import '../styles/popups.css';
import '../styles/home.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { openDevice } from '../lib/device-store.ts';
import { loadSiteData } from '../lib/site-data-loader.ts';
import { startSync } from '../lib/sync-client.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { startWorkUploadsWhenKept } from '../lib/work-uploads/start-when-kept.ts';
import { takeOverFirstScreen } from './first-screen.ts';
import { registerServiceWorker } from './pwa.ts';
import { createAppRouter } from './router.tsx';
import { loadReactDom } from './react-dom-on-demand.cjs';
import { isOffline, whenServerBack } from '../lib/reachability.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
takeOverFirstScreen(root);

/** Ends the current task, so the browser can take input or draw a frame before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Each step of the start is a task of its own: evaluating the bundle is already one long task on a
// slow phone, and matching the route, starting its requests and drawing the page would add to it
// (Lighthouse's total blocking time counts every task's time over 50 ms).
async function start(container: HTMLElement): Promise<void> {
  await nextTask();
  // React DOM's own code runs here, in a task of its own (react-dom-on-demand.cjs).
  const reactDom = loadReactDom();
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const loaded = router.load().catch(() => undefined);
  await nextTask();
  void loadSiteData();
  whenServerBack(() => void loadSiteData());
  startSync();
  await nextTask();
  if (!isOffline()) whenIdle(() => void openDevice(), 500);
  else void openDevice();
  window.addEventListener('offline', () => void openDevice());
  registerServiceWorker();
  // Contest works kept on the device upload from any page; the queue loads only once one is kept.
  whenIdle(startWorkUploadsWhenKept);
  await loaded;
  await nextTask();
  // A transition lets React draw the first screen in short slices, yielding to the browser between
  // them, rather than in one long task that blocks input.
  const reactRoot = reactDom.createRoot(container);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
}
void start(root);
