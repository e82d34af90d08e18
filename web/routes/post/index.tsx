// /post/: the materials list (the spec's /post), the catalogue's screen with the same filters kept in
// the address under the spec's query names (?page_type_id=2, ?tags=4).
import { createFileRoute } from '@tanstack/react-router';
import { CatalogScreen } from '../../features/catalog/catalog-screen.tsx';
import { catalogSearchSchema } from '../../features/catalog/catalog-search.ts';

export const Route = createFileRoute('/post/')({
  staticData: { title: 'Публикации' },
  validateSearch: catalogSearchSchema,
  component: PostsRoute,
});

function PostsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CatalogScreen search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
