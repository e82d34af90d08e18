// The staff page's entry (web/staff.html): the site's styles, the staff area's own router, nothing of
// the pupil site's shell, service worker or sync. Signed-in state comes from the session cookie.
import './staff-app.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { staffRouter } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from staff.html');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={staffRouter} />
  </StrictMode>,
);
