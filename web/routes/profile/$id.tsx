// /profile/$id: another user's profile, read-only.
import { createFileRoute } from '@tanstack/react-router';
import { PublicProfile } from '../../features/profile/public-profile.tsx';
import { ProfileSocial } from '../../features/social/profile-social.tsx';
import { RelationButtons } from '../../features/social/relation-buttons.tsx';

export const Route = createFileRoute('/profile/$id')({
  staticData: { title: 'Профиль участника', hideHeading: true },
  component: function OtherProfile() {
    const { id } = Route.useParams();
    const n = Number(id);
    const userId = Number.isInteger(n) && n > 0 ? n : 0;
    return (
      <PublicProfile id={userId} actions={<RelationButtons userId={userId} />}>
        <ProfileSocial userId={userId} />
      </PublicProfile>
    );
  },
});
