// /profile/$id: another user's profile, read-only.
import { createFileRoute } from '@tanstack/react-router';
import { PublicProfile } from '../../features/profile/public-profile.tsx';

export const Route = createFileRoute('/profile/$id')({
  staticData: { title: 'Профиль участника', hideHeading: true },
  component: function OtherProfile() {
    const { id } = Route.useParams();
    const n = Number(id);
    return <PublicProfile id={Number.isInteger(n) && n > 0 ? n : 0} />;
  },
});
