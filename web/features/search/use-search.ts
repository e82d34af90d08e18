// One search: asks GET /search (paged, 18 a page) and, when the network is not there,
// searches what the device holds instead, with the same Russian stemming.
import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { searchOnDevice, type FoundCard } from './offline-search.ts';
import { SEARCH_KINDS, isSearchKind, type SearchKind } from './search-kinds.ts';
import { isOffline } from '../../lib/reachability.ts';

const SEARCH_PAGE_SIZE = 18;

type SearchResponse = ApiResponse<'/search'>;

export type SearchState =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'done';
      source: 'network' | 'device';
      results: FoundCard[];
      total: number;
      /** More than `total` were found (the server counts up to 100). */
      totalCapped: boolean;
      /** Another page may follow: fewer results than `total`, or a full page past a capped count. */
      hasMore: boolean;
      counts: Partial<Record<SearchKind, number>>;
      loadingMore: boolean;
    };

function fromResponse(body: SearchResponse): FoundCard[] {
  return body.list.flatMap((card) =>
    isSearchKind(card.kind) ? [{ card: { ...card, createdAt: card.createdAt ?? undefined }, kind: card.kind }] : [],
  );
}

function deviceCounts(found: FoundCard[]): Partial<Record<SearchKind, number>> {
  return Object.fromEntries(SEARCH_KINDS.map((k) => [k, found.filter((f) => f.kind === k).length]));
}

/** Call with a `key` of query and kind on the component that uses it, so a new search starts at page one. */
export function useSearch(query: string, kind: SearchKind | undefined): { state: SearchState; loadMore: () => void } {
  const [state, setState] = useState<SearchState>({ status: 'loading' });
  const [pages, setPages] = useState(1);

  useEffect(() => {
    const controller = new AbortController();
    const offset = (pages - 1) * SEARCH_PAGE_SIZE;
    setState((s) => (s.status === 'done' && pages > 1 ? { ...s, loadingMore: true } : { status: 'loading' }));
    const goOffline = async () => {
      const all = await searchOnDevice(query);
      if (controller.signal.aborted) return;
      const results = kind ? all.filter((f) => f.kind === kind) : all;
      setState({
        status: 'done',
        source: 'device',
        results,
        total: results.length,
        totalCapped: false,
        hasMore: false,
        counts: deviceCounts(all),
        loadingMore: false,
      });
    };
    if (isOffline()) {
      void goOffline();
      return () => controller.abort();
    }
    apiFetch<ApiResponse<'/search'>>('/search', {
      query: { query, type: kind, limit: SEARCH_PAGE_SIZE, offset },
      signal: controller.signal,
    })
      .then((body) => {
        setState((s) => {
          const before = s.status === 'done' && s.source === 'network' && pages > 1 ? s.results : [];
          const results = [...before, ...fromResponse(body)];
          return {
            status: 'done',
            source: 'network',
            results,
            total: body.total,
            totalCapped: body.totalCapped,
            hasMore: body.totalCapped ? body.list.length === SEARCH_PAGE_SIZE : results.length < body.total,
            counts: body.counts,
            loadingMore: false,
          };
        });
      })
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.kind === 'aborted') return;
        if (e instanceof ApiError && e.kind === 'network') void goOffline();
        else setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [query, kind, pages]);

  const loadMore = useCallback(() => setPages((n) => n + 1), []);
  return { state, loadMore };
}
