// /users without a query: the members catalogue's first page, drawn by its screen's own view as a guest sees it
// (first names only, no surnames or cities). The page stays out of search (its noindex is the link preview's).
import { buildQuery } from '../lib/api-client.ts';
import { camelizeKeys } from '../lib/case-keys.ts';
import type { Paged } from '../lib/stored-resource.ts';
import { MoreButton } from '../components/ui/more-button.tsx';
import { USERS_PAGE_SIZE, type UserCard } from '../features/users/users-api.ts';
import { UsersGrid, UsersView } from '../features/users/users-screen.tsx';
import type { FirstScreenPage } from './first-screen-page.ts';

const nothing = () => undefined;

export const usersPage: FirstScreenPage = {
  matches: (path, search) => path === '/users' && search === '',
  requests: () => ({ users: `/user${buildQuery({ limit: USERS_PAGE_SIZE, offset: 0 })}` }),
  staticData: () => ({ title: 'Участники', hideHeading: true }),
  content(answers) {
    const page = camelizeKeys<Paged<UserCard> | undefined>(answers.users);
    if (!page || !Array.isArray(page.list) || page.list.length === 0) return null;
    return (
      <UsersView filter={{}} onFilter={nothing}>
        <UsersGrid users={page.list} />
        {page.list.length < page.total && <MoreButton onMore={nothing} />}
      </UsersView>
    );
  },
};
