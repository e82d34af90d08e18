// The catalogue list for one query: renders what the device holds (Dexie, live) and asks
// the network for each wanted page, writing the answer back to the device. Until the device
// store opens, the pages the network gave are shown.
import { startTransition, useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { isOffline } from '../../lib/reachability.ts';
import { useDeviceQuery } from '../../lib/device-query.ts';
import { openDevice } from '../../lib/device-store.ts';
import { useSharedStructure } from '../../lib/same-data.ts';
import { CATALOG_PAGE_SIZE, catalogQueryKey, type CatalogSearch } from './catalog-search.ts';
import { fetchCatalogPage, readCatalog, type CatalogPage, type StoredCatalog } from './catalog-store.ts';

type NetworkState = 'loading' | 'done' | 'offline' | 'error';

export interface CatalogView {
  stored: StoredCatalog | undefined;
  network: NetworkState;
  pagesWanted: number;
  loadMore: () => void;
}

/** The network's pages as the device would give them: the wanted pages fetched so far, from the first. */
function fetchedCatalog(pages: CatalogPage[], wanted: number): StoredCatalog | undefined {
  const prefix: CatalogPage[] = [];
  for (let i = 0; i < wanted && pages[i]; i++) prefix.push(pages[i]!);
  if (prefix.length === 0) return undefined;
  return {
    cards: prefix.flatMap((p) => p.cards),
    total: prefix[0]!.total,
    totalCapped: prefix[0]!.totalCapped,
    lastPageFull: prefix.at(-1)!.cards.length >= CATALOG_PAGE_SIZE,
    pagesStored: prefix.length,
  };
}

/** Call with a `key` on the component that uses it, so a new query starts at page one. */
export function useCatalog(search: CatalogSearch): CatalogView {
  const queryKey = catalogQueryKey(search);
  const [pagesWanted, setPagesWanted] = useState(1);
  const [network, setNetwork] = useState<NetworkState>(() => (isOffline() ? 'offline' : 'loading'));
  const [fetched, setFetched] = useState<{ queryKey: string; pages: CatalogPage[] }>({ queryKey, pages: [] });
  const fromDevice = useDeviceQuery((db) => readCatalog(db, queryKey, pagesWanted), [queryKey, pagesWanted]);
  const fromNetwork = fetched.queryKey === queryKey ? fetchedCatalog(fetched.pages, pagesWanted) : undefined;
  // The device copy once it holds as much (a page it is still writing would briefly be missing).
  // The same cards from either source, and the cards of pages already shown, stay the objects drawn.
  const stored = useSharedStructure(
    fromDevice && (!fromNetwork || fromDevice.pagesStored >= fromNetwork.pagesStored) ? fromDevice : fromNetwork,
  );

  useEffect(() => {
    const controller = new AbortController();
    const page = pagesWanted - 1;
    setNetwork(isOffline() ? 'offline' : 'loading');
    fetchCatalogPage(search, page, controller.signal)
      .then((answer) => {
        // A page of cards: drawn in short slices, yielding to input (web/lib/use-transition-store.ts).
        startTransition(() => {
          setFetched((f) => {
            const pages = f.queryKey === queryKey ? [...f.pages] : [];
            pages[page] = answer;
            return { queryKey, pages };
          });
          // stored-resource.ts's answeredState, written out: importing that module would add it to the first load.
          setNetwork(isOffline() ? 'offline' : 'done');
        });
      })
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.kind === 'aborted') return;
        // The device copy stands in for what the network could not give.
        void openDevice();
        setNetwork(e instanceof ApiError && e.kind === 'network' ? 'offline' : 'error');
      });
    return () => controller.abort();
    // `search` is described completely by queryKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryKey, pagesWanted]);

  const loadMore = useCallback(() => setPagesWanted((n) => n + 1), []);
  return { stored, network, pagesWanted, loadMore };
}
