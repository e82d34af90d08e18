// /contests/: every contest as a card with its status label.
import { createFileRoute } from '@tanstack/react-router';
import { ContestsScreen } from '../../features/contests/contests-screen.tsx';

export const Route = createFileRoute('/contests/')({
  staticData: { title: 'Конкурсы', hideHeading: true },
  component: ContestsScreen,
});
