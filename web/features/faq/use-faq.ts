// FAQ data: tags (GET /faq/tag) and questions paged by 10 (GET /faq/?limit&offset&tag_id);
// offset 0 replaces the list, a larger offset appends ('Показать ещё').
import { useCallback, useEffect, useState } from 'react';
import { apiSafe } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';

export const FAQ_PAGE_SIZE = 10;

export type FaqTag = ApiResponse<'/faq/tag'>['list'][number];
export type FaqItem = ApiResponse<'/faq'>['list'][number];

export function useFaqTags(): FaqTag[] {
  const [tags, setTags] = useState<FaqTag[]>([]);
  useEffect(() => {
    const ctrl = new AbortController();
    void apiSafe<ApiResponse<'/faq/tag'>>('/faq/tag', { signal: ctrl.signal }).then(
      (r) => !r.error && setTags(r.data.list),
    );
    return () => ctrl.abort();
  }, []);
  return tags;
}

type ListState = { status: 'loading' | 'error' | 'ready'; items: FaqItem[]; total: number; more: boolean };

export function useFaqList(tagId: number | null) {
  const [state, setState] = useState<ListState>({ status: 'loading', items: [], total: 0, more: false });
  const [page, setPage] = useState<{ tagId: number | null; offset: number }>({ tagId, offset: 0 });
  const [attempt, setAttempt] = useState(0);
  // A new tag starts from the first page.
  const offset = page.tagId === tagId ? page.offset : 0;

  useEffect(() => {
    const ctrl = new AbortController();
    setState((s) => ({ ...s, status: 'loading', more: offset > 0 }));
    void apiSafe<ApiResponse<'/faq'>>('/faq/', {
      query: { limit: FAQ_PAGE_SIZE, offset, tagId: tagId ?? undefined },
      signal: ctrl.signal,
    }).then((r) => {
      if (ctrl.signal.aborted) return;
      if (r.error) return setState((s) => ({ ...s, status: 'error', more: false }));
      setState((s) => ({
        status: 'ready',
        items: offset === 0 ? r.data.list : [...s.items, ...r.data.list],
        total: r.data.total,
        more: false,
      }));
    });
    return () => ctrl.abort();
  }, [tagId, offset, attempt]);

  const loadMore = useCallback(() => setPage({ tagId, offset: state.items.length }), [tagId, state.items.length]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, loadMore, retry, hasMore: state.items.length < state.total };
}
