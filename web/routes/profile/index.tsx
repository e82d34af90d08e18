// /profile: the signed-in user's profile; ?edit=true opens editing (also after registration).
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ProfilePage } from '../../features/profile/profile-page.tsx';
import { ProfileSocial } from '../../features/social/profile-social.tsx';

export const Route = createFileRoute('/profile/')({
  validateSearch: v.object({ edit: v.fallback(v.optional(v.boolean()), undefined) }),
  staticData: { title: 'Профиль', hideHeading: true },
  component: function Profile() {
    const { edit } = Route.useSearch();
    return <ProfilePage edit={edit === true} social={<ProfileSocial userId={null} />} />;
  },
});
