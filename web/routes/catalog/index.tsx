// /catalog/: the materials catalogue; filters live in the URL as typed search params.
import { createFileRoute } from '@tanstack/react-router';
import { CatalogScreen } from '../../features/catalog/catalog-screen.tsx';
import { catalogSearchSchema } from '../../features/catalog/catalog-search.ts';

export const Route = createFileRoute('/catalog/')({
  staticData: { title: 'Каталог' },
  validateSearch: catalogSearchSchema,
  component: CatalogRoute,
});

function CatalogRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CatalogScreen search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
