// The quizzes list (GET /quiz/catalog, pages of 18) and the banner quiz.
import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api-client.ts';
import type { QuizCard } from '../../lib/learning/learning-types.ts';

const PAGE = 18;
export type LoadStatus = 'loading' | 'ready' | 'error';

export function useQuizCatalog() {
  const [items, setItems] = useState<QuizCard[]>([]);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const load = useCallback((offset: number) => {
    setStatus('loading');
    apiFetch<{ list: QuizCard[]; total: number }>('/quiz/catalog', { query: { limit: PAGE, offset } })
      .then((res) => {
        setItems((prev) => (offset === 0 ? res.list : [...prev, ...res.list]));
        setTotal(res.total);
        setStatus('ready');
      })
      .catch(() => setStatus('error'));
  }, []);
  useEffect(() => load(0), [load]);
  return {
    items,
    total,
    status,
    hasMore: items.length < total,
    loadMore: () => load(items.length),
    retry: () => load(items.length),
  };
}

export function useBannerQuiz(): QuizCard | null {
  const [quiz, setQuiz] = useState<QuizCard | null>(null);
  useEffect(() => {
    apiFetch<{ quiz: QuizCard | null }>('/quiz/get_for_banner').then(
      (r) => setQuiz(r.quiz),
      () => setQuiz(null),
    );
  }, []);
  return quiz;
}
