// /community/{-$id}: without an id the communities catalogue (?search=, ?membership=), with one the
// community page. A non-numeric id shows the community-not-found state.
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { COMMUNITY_MEMBERSHIP_FILTERS } from '../../../sync/rules/communities.ts';
import { CommunitiesScreen } from '../../features/communities/communities-screen.tsx';
import { CommunityScreen } from '../../features/communities/community-screen.tsx';

const communitySearch = v.object({
  search: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), v.trim(), v.maxLength(100))),
    undefined,
  ),
  membership: v.fallback(v.optional(v.picklist(COMMUNITY_MEMBERSHIP_FILTERS)), undefined),
});

export const Route = createFileRoute('/community/{-$id}')({
  staticData: { title: 'Сообщества', hideHeading: true },
  validateSearch: (raw) => v.parse(communitySearch, raw),
  component: CommunityRoute,
});

function CommunityRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const toCatalog = () => void navigate({ params: { id: undefined }, search: {} });
  if (id !== undefined) {
    const numeric = /^\d+$/.test(id) ? Number(id) : 0;
    return <CommunityScreen key={id} id={numeric} onDeleted={toCatalog} />;
  }
  return (
    <CommunitiesScreen
      filter={{ search: search.search, membership: search.membership ?? 'all' }}
      onFilter={(next) =>
        void navigate({
          search: {
            search: next.search || undefined,
            membership: next.membership === 'all' ? undefined : next.membership,
          },
          replace: true,
        })
      }
      onOpen={(openId) => void navigate({ params: { id: String(openId) }, search: {} })}
    />
  );
}
