// /auth/link_social: social accounts are linked and unlinked in the profile, so go there.
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/auth/link_social')({
  beforeLoad: () => {
    throw redirect({ to: '/profile', replace: true });
  },
});
