// /profile/collections: the user's collections (read from the device).
import { createFileRoute } from '@tanstack/react-router';
import { CollectionsScreen } from '../../features/social/collections-screen.tsx';

export const Route = createFileRoute('/profile/collections/')({
  staticData: { title: 'Мои коллекции' },
  component: CollectionsScreen,
});
