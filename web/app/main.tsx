// Browser entry: fonts and tokens, the router, and service worker registration.
import '@fontsource-variable/golos-text/wght.css';
import '../styles/tokens.css';
import '../styles/base.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from './pwa.ts';
import { router } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
registerServiceWorker();
