// /profile/collections/$id: one collection (the owner's tools, or 'Скопировать себе' for others).
import { createFileRoute } from '@tanstack/react-router';
import { CollectionScreen } from '../../features/social/collection-screen.tsx';

export const Route = createFileRoute('/profile/collections/$id')({
  staticData: { title: 'Коллекция', hideHeading: true },
  component: function Collection() {
    const { id } = Route.useParams();
    const n = Number(id);
    return <CollectionScreen id={Number.isInteger(n) && n > 0 ? n : 0} />;
  },
});
