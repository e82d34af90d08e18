// /profile/bookmarks: the user's bookmarks (favorites), read from the device store.
import { createFileRoute } from '@tanstack/react-router';
import { BookmarksScreen } from '../../features/bookmarks/bookmarks-screen.tsx';

export const Route = createFileRoute('/profile/bookmarks')({
  staticData: { title: 'Избранное' },
  component: BookmarksScreen,
});
