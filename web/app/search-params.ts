// How search params are written into the address: lists read as the spec writes them
// ('?page_type_id=2', '?tags=1,4') instead of JSON ('?type=%5B2%5D'); everything else as the router does.
// Route schemas read both forms back (see web/features/catalog/catalog-search.ts).
import { defaultStringifySearch } from '@tanstack/react-router';

function readableList(value: unknown): unknown {
  if (
    !Array.isArray(value) ||
    !value.every((x) => typeof x === 'number' || (typeof x === 'string' && !x.includes(',')))
  )
    return value;
  if (value.length === 0) return undefined;
  return value.length === 1 ? value[0] : value.join(',');
}

export function stringifySearch(search: Record<string, unknown>): string {
  return defaultStringifySearch(Object.fromEntries(Object.entries(search).map(([k, v]) => [k, readableList(v)])));
}
