// /profile/history: the browsing history (device first, merged with the server's when signed in).
import { createFileRoute } from '@tanstack/react-router';
import { HistoryScreen } from '../../features/history/history-screen.tsx';

export const Route = createFileRoute('/profile/history')({
  staticData: { title: 'История просмотров' },
  component: HistoryScreen,
});
