// The first screens of the communities catalogue, a community and a person's public profile, drawn by their
// screens' own views as a guest sees them (no 'my' tabs, no membership or follow buttons).
import { buildQuery } from '../lib/api-client.ts';
import { camelizeKeys } from '../lib/case-keys.ts';
import type { Paged } from '../lib/stored-resource.ts';
import { COMMUNITY_CATALOG_PAGE_SIZE } from '../../sync/rules/communities.ts';
import { CommunitiesView } from '../features/communities/communities-screen.tsx';
import { CommunityHeader } from '../features/communities/community-screen.tsx';
import type { Community } from '../features/communities/community-api.ts';
import { ProfileSummary } from '../features/profile/profile-summary.tsx';
import type { PublicUser } from '../features/profile/profile-api.ts';
import type { FirstScreenPage } from './first-screen-page.ts';

const nothing = () => undefined;
const COMMUNITY_PATH = /^\/community\/(\d{1,9})$/;
const PROFILE_PATH = /^\/profile\/(\d{1,9})$/;

export const communitiesPage: FirstScreenPage = {
  matches: (path, search) => path === '/community' && search === '',
  requests: () => ({
    list: `/community/catalog${buildQuery({ membership: 'all', limit: COMMUNITY_CATALOG_PAGE_SIZE, offset: 0 })}`,
  }),
  staticData: () => ({ title: 'Сообщества', hideHeading: true }),
  content(answers) {
    const data = camelizeKeys<Paged<Community> | undefined>(answers.list);
    if (!data || !Array.isArray(data.list)) return null;
    return (
      <CommunitiesView
        filter={{ membership: 'all' }}
        onFilter={nothing}
        onOpen={nothing}
        user={null}
        data={data}
        network="done"
        waiting={new Map()}
        onMore={nothing}
        onFirstPage={nothing}
      />
    );
  },
};

export const communityPage: FirstScreenPage = {
  matches: (path, search) => search === '' && COMMUNITY_PATH.test(path),
  requests: (path) => ({ community: `/community/${COMMUNITY_PATH.exec(path)?.[1] ?? ''}` }),
  staticData: () => ({ title: 'Сообщества', hideHeading: true }),
  content(answers) {
    const community = camelizeKeys<Community | undefined>(answers.community);
    if (!community || typeof community.name !== 'string') return null;
    return (
      <div className="container page community">
        <CommunityHeader community={community} shownState={community.state} />
      </div>
    );
  },
};

export const profilePage: FirstScreenPage = {
  matches: (path, search) => search === '' && PROFILE_PATH.test(path),
  requests: (path) => ({ user: `/user/${PROFILE_PATH.exec(path)?.[1] ?? ''}` }),
  staticData: () => ({ title: 'Профиль участника', hideHeading: true }),
  content(answers) {
    const user = camelizeKeys<PublicUser | undefined>(answers.user);
    if (!user || typeof user.id !== 'number') return null;
    return (
      <div className="container page">
        <ProfileSummary user={user} />
      </div>
    );
  },
};
