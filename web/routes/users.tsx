// /users: the members catalogue; the name search and the participant type live in the URL
// as typed search params (?search=, ?type=).
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { UsersScreen } from '../features/users/users-screen.tsx';
import type { UsersFilter } from '../features/users/users-api.ts';

const usersSearch = v.object({
  // The router reads ?search=2024 as a number: take it back as text.
  search: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), v.trim(), v.maxLength(100))),
    undefined,
  ),
  type: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export const Route = createFileRoute('/users')({
  staticData: { title: 'Участники', hideHeading: true },
  validateSearch: (raw) => v.parse(usersSearch, raw),
  component: UsersRoute,
});

function UsersRoute() {
  const filter = Route.useSearch();
  const navigate = Route.useNavigate();
  const onFilter = (next: UsersFilter) =>
    void navigate({ search: { search: next.search || undefined, type: next.type }, replace: true });
  return <UsersScreen filter={filter} onFilter={onFilter} />;
}
