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
import { createRoot } from 'react-dom/client';
import { openDevice } from '../lib/device-store.ts';
import { loadSiteData } from '../lib/site-data-loader.ts';
import { startSync } from '../lib/sync-client.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { startWorkUploadsWhenKept } from '../lib/work-uploads/start-when-kept.ts';
import { takeOverFirstScreen } from './first-screen.ts';
import { registerServiceWorker } from './pwa.ts';
import { router } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
takeOverFirstScreen(root);
// A transition lets React draw the first screen in short slices, yielding to the browser between
// them, rather than in one long task that blocks input (Lighthouse's total blocking time).
const reactRoot = createRoot(root);
void router
  .load()
  .catch(() => undefined)
  .then(() =>
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      ),
    ),
  );
if (navigator.onLine) whenIdle(() => void openDevice(), 500);
else void openDevice();
window.addEventListener('offline', () => void openDevice());
registerServiceWorker();
startSync();
// Contest works kept on the device upload from any page; the queue loads only once one is kept.
whenIdle(startWorkUploadsWhenKept);
void loadSiteData();
window.addEventListener('online', () => void loadSiteData());
