// /dev-auth: development sign-in, shown only while the server has it on (DEV_AUTH=1 outside
// production, asked at run time); otherwise the 404 screen, whatever the build.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { DevAuthPage } from '../features/auth/dev-auth-page.tsx';
import { devAuthEnabled } from '../features/auth/dev-auth-status.ts';

export const Route = createFileRoute('/dev-auth')({
  staticData: { title: 'Вход для разработки' },
  beforeLoad: async () => {
    if (!(await devAuthEnabled())) throw notFound();
  },
  component: DevAuthPage,
});
