// /catalog: filters in the URL, the card grid below. The route validates the search
// params and hands them in; this screen only reads and updates them.
import './catalog.css';
import type { ReactNode } from 'react';
import { CatalogFilters } from './catalog-filters.tsx';
import { catalogQueryKey, type CatalogSearch } from './catalog-search.ts';
import { CatalogResults } from './catalog-results.tsx';

interface CatalogScreenProps {
  search: CatalogSearch;
  onSearchChange: (next: CatalogSearch) => void;
  /** Drawn instead of the live results: the server's first screen (web/ssr) passes the first page it read. */
  list?: ReactNode;
}

export function CatalogScreen({ search, onSearchChange, list }: CatalogScreenProps) {
  const change = (patch: Partial<CatalogSearch>) => onSearchChange({ ...search, ...patch });
  return (
    <div className="container page catalog">
      <CatalogFilters key={search.search ?? ''} search={search} onChange={change} />
      {list ?? <CatalogResults key={catalogQueryKey(search)} search={search} onReset={() => onSearchChange({})} />}
    </div>
  );
}
