// The quizzes list (GET /quiz/catalog, pages of 18) and the banner quiz. The first page and the
// banner are kept on the device per owner (their completed marks are the viewer's), so the list
// opens offline once it was opened online; later pages come from the network on 'Показать ещё'.
import { useCallback, useState } from 'react';
import { apiFetch } from '../../../lib/api-client.ts';
import type { ApiResponse } from '../../../lib/api-contract.ts';
import type { QuizCard } from '../../../lib/learning-types.ts';
import { ownerOf, useCurrentUser } from '../../../lib/session.ts';
import { useStoredPage, useStoredValue } from '../../../lib/stored-resource.ts';

const PAGE = 18;
type LoadStatus = 'loading' | 'ready' | 'offline' | 'error';

function useOwnerKey(): string | undefined {
  const user = useCurrentUser();
  return user === undefined ? undefined : user ? ownerOf(user) : 'guest';
}

export function useQuizCatalog() {
  const owner = useOwnerKey();
  const first = useStoredPage<QuizCard>(`quizzes:${owner ?? 'pending'}`, 0, (signal) =>
    owner === undefined
      ? new Promise<never>(() => undefined)
      : apiFetch<ApiResponse<'/quiz/catalog'>>('/quiz/catalog', { query: { limit: PAGE, offset: 0 }, signal }),
  );
  const [more, setMore] = useState<QuizCard[]>([]);
  const [moreStatus, setMoreStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const firstItems = first.stored?.list ?? [];
  const items = [...firstItems, ...more];
  const total = first.stored?.total ?? 0;
  const loadMore = useCallback(() => {
    setMoreStatus('loading');
    apiFetch<ApiResponse<'/quiz/catalog'>>('/quiz/catalog', { query: { limit: PAGE, offset: items.length } })
      .then((res) => {
        setMore((prev) => [...prev, ...res.list]);
        setMoreStatus('idle');
      })
      .catch(() => setMoreStatus('error'));
  }, [items.length]);
  let status: LoadStatus;
  if (moreStatus === 'loading' || (first.stored == null && first.network === 'loading')) status = 'loading';
  else if (moreStatus === 'error' || (first.stored === null && first.network !== 'done')) status = 'error';
  else status = first.network === 'offline' ? 'offline' : 'ready';
  return { items, total, status, hasMore: items.length < total, loadMore, retry: loadMore };
}

export function useBannerQuiz(): QuizCard | null {
  const owner = useOwnerKey();
  const { value } = useStoredValue<{ quiz: QuizCard | null }>(`quiz-banner:${owner ?? 'pending'}`, (signal) =>
    owner === undefined
      ? new Promise<never>(() => undefined)
      : apiFetch<ApiResponse<'/quiz/get_for_banner'>>('/quiz/get_for_banner', { signal }),
  );
  return value?.quiz ?? null;
}
