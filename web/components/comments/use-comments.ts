// Comments of one material, news item or event (`base`: '/page/12', '/event/3',
// '/event-news/news/5'): read from the network (they are not kept offline), and the
// add call for signed-in users. The new comment is put on top at once from the answer.
import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiFetch } from '../../lib/api-client.ts';

export interface PostComment {
  id: number;
  text: string;
  createdAt: string;
  user: { id: number | null; name: string; avatar: string | null };
}

interface CommentPage {
  list: PostComment[];
  total: number;
}

export type CommentsState = { status: 'loading' } | { status: 'ready'; list: PostComment[]; total: number } | { status: 'offline' | 'error' };

export function useComments(base: string) {
  const [state, setState] = useState<CommentsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<CommentPage>(`${base}/comments`, { query: { limit: 50 }, signal: controller.signal })
      .then((page) => setState({ status: 'ready', list: page.list, total: page.total }))
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.kind === 'aborted') return;
        setState({ status: e instanceof ApiError && e.kind === 'network' ? 'offline' : 'error' });
      });
    return () => controller.abort();
  }, [base]);

  /** Sends a comment; resolves when stored, throws ApiError otherwise. */
  const add = useCallback(
    async (text: string) => {
      const saved = await apiFetch<PostComment>(`${base}/add_comment`, { method: 'POST', body: { text } });
      setState((s) => (s.status === 'ready' ? { status: 'ready', list: [saved, ...s.list], total: s.total + 1 } : { status: 'ready', list: [saved], total: 1 }));
    },
    [base],
  );
  return { state, add };
}
