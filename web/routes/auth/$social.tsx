// /auth/$social: a plain-link start of the VK, OK or FB sign-in; other names are a 404.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { isSocialNetwork } from '../../../sync/rules/social-networks.ts';
import { SocialStartPage } from '../../features/auth/social-start-page.tsx';

export const Route = createFileRoute('/auth/$social')({
  staticData: { title: 'Вход через соцсеть' },
  beforeLoad: ({ params }) => {
    if (!isSocialNetwork(params.social)) throw notFound();
  },
  component: function SocialStart() {
    const { social } = Route.useParams();
    return isSocialNetwork(social) ? <SocialStartPage social={social} /> : null;
  },
});
