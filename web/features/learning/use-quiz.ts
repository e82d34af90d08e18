// One quiz for any screen: the device copy (fetched before, or in a downloaded course) read
// live, refreshed by GET /quiz/{id} (with the viewer's attempt and verdicts) when online.
import { useEffect, useState } from 'react';
import { ApiError, apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import type { QuizDetail } from '../../lib/learning-types.ts';
import { readQuiz, saveQuiz } from './learning-store.ts';
import { useDeviceQuery } from '../../lib/device-query.ts';

export type QuizNetwork = 'loading' | 'done' | 'offline' | 'missing';

/** The quiz from the device (live), refreshed from the network for the signed-in viewer. */
export function useQuiz(id: number, viewerKey: string | null | undefined) {
  const stored = useDeviceQuery(() => readQuiz(id), [id]);
  const [network, setNetwork] = useState<QuizNetwork>('loading');
  // Shown at once: the live query sees the saved copy a moment later, and in between the screen would
  // flash 'could not load' (a layout shift on first visits).
  const [fetched, setFetched] = useState<QuizDetail | null>(null);
  useEffect(() => {
    if (viewerKey === undefined) return;
    setNetwork('loading');
    apiFetch<ApiResponse<'/quiz/:id'>>(`/quiz/${id}`)
      .then(async (q) => {
        await saveQuiz({ ...q, fetchedFor: viewerKey });
        setFetched(q);
        setNetwork('done');
      })
      .catch((e: unknown) => setNetwork(e instanceof ApiError && e.status === 404 ? 'missing' : 'offline'));
  }, [id, viewerKey]);
  const quiz = stored ?? (fetched?.id === id ? fetched : null);
  return { quiz, network, loading: stored === undefined && !quiz };
}
