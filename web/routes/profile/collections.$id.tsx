// /profile/collections/$id: one collection (the owner's tools, or 'Скопировать себе' for others).
import { createFileRoute } from '@tanstack/react-router';
import { CollectionScreen } from '../../features/social/collection-screen.tsx';

export const Route = createFileRoute('/profile/collections/$id')({
  staticData: { title: 'Коллекция', hideHeading: true },
  component: function Collection() {
    const { id } = Route.useParams();
    const n = Number(id);
    // A negative id is a collection made on this device and not yet on the server.
    return <CollectionScreen id={Number.isSafeInteger(n) ? n : 0} />;
  },
});
