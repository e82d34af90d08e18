// The catalogue list for one query: renders what the device holds (Dexie, live) and asks
// the network for each wanted page, writing the answer back to the device.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { catalogQueryKey, type CatalogSearch } from './catalog-search.ts';
import { fetchCatalogPage, readCatalog, type StoredCatalog } from './catalog-store.ts';

type NetworkState = 'loading' | 'done' | 'offline' | 'error';

export interface CatalogView {
  stored: StoredCatalog | undefined;
  network: NetworkState;
  pagesWanted: number;
  loadMore: () => void;
}

/** Call with a `key` on the component that uses it, so a new query starts at page one. */
export function useCatalog(search: CatalogSearch): CatalogView {
  const queryKey = catalogQueryKey(search);
  const [pagesWanted, setPagesWanted] = useState(1);
  const [network, setNetwork] = useState<NetworkState>('loading');
  const stored = useLiveQuery(() => readCatalog(queryKey, pagesWanted), [queryKey, pagesWanted]);

  useEffect(() => {
    const controller = new AbortController();
    const page = pagesWanted - 1;
    setNetwork('loading');
    fetchCatalogPage(search, page, controller.signal)
      .then(() => setNetwork('done'))
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.kind === 'aborted') return;
        setNetwork(e instanceof ApiError && e.kind === 'network' ? 'offline' : 'error');
      });
    return () => controller.abort();
    // `search` is described completely by queryKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryKey, pagesWanted]);

  const loadMore = useCallback(() => setPagesWanted((n) => n + 1), []);
  return { stored, network, pagesWanted, loadMore };
}
