// /success: the stop after a temporary_token sign-in; it leaves for the home page at once.
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/success')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
