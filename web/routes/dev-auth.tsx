// /dev-auth: development-only sign-in; production builds answer with the 404 screen.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { DevAuthPage } from '../features/auth/dev-auth-page.tsx';

export const Route = createFileRoute('/dev-auth')({
  staticData: { title: 'Вход для разработки' },
  beforeLoad: () => {
    if (import.meta.env.PROD) throw notFound();
  },
  component: DevAuthPage,
});
