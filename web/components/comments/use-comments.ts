// Comments of one material, news item or event (`base`: '/page/12', '/event/3',
// '/event-news/news/5'): read from the network (they are not kept offline), and the calls of
// signed-in users: add (or reply), edit, delete, complain. The list follows each answer at once.
import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiFetch } from '../../lib/api-client.ts';

export interface PostComment {
  id: number;
  parentId: number | null;
  text: string;
  createdAt: string;
  isEdited: boolean;
  isDeleted: boolean;
  user: { id: number | null; name: string; avatar: string | null };
  likes: number;
  dislikes: number;
  liked?: boolean;
  disliked?: boolean;
  authorBlocked: boolean;
  canEdit: boolean;
  canDelete: boolean;
  replies?: PostComment[];
}

interface CommentPage {
  list: PostComment[];
  total: number;
}

export type CommentsState =
  { status: 'loading' } | { status: 'ready'; list: PostComment[]; total: number } | { status: 'offline' | 'error' };

const mapTree = (list: PostComment[], fn: (c: PostComment) => PostComment | null): PostComment[] =>
  list.flatMap((c) => {
    const next = fn(c);
    return next ? [{ ...next, replies: next.replies ? mapTree(next.replies, fn) : next.replies }] : [];
  });

export function useComments(base: string) {
  const [state, setState] = useState<CommentsState>({ status: 'loading' });
  const load = useCallback(
    (signal?: AbortSignal) =>
      apiFetch<CommentPage>(`${base}/comments`, { query: { limit: 50 }, signal })
        .then((page) => setState({ status: 'ready', list: page.list, total: page.total }))
        .catch((e: unknown) => {
          if (e instanceof ApiError && e.kind === 'aborted') return;
          setState({ status: e instanceof ApiError && e.kind === 'network' ? 'offline' : 'error' });
        }),
    [base],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const update = (fn: (list: PostComment[]) => PostComment[], delta = 0) =>
    setState((s) => (s.status === 'ready' ? { status: 'ready', list: fn(s.list), total: s.total + delta } : s));

  /** Sends a comment or a reply; resolves when stored, throws ApiError otherwise. */
  const add = useCallback(
    async (text: string, parentId?: number) => {
      const saved = await apiFetch<PostComment>(`${base}/add_comment`, { method: 'POST', body: { text, parentId } });
      if (saved.parentId === null) return update((list) => [{ ...saved, replies: [] }, ...list], 1);
      update((list) =>
        list.map((c) => (c.id === saved.parentId ? { ...c, replies: [...(c.replies ?? []), saved] } : c)),
      );
    },
    [base],
  );
  const edit = useCallback(async (id: number, text: string) => {
    const saved = await apiFetch<PostComment>(`/comment/${id}`, { method: 'PUT', body: { text } });
    update((list) => mapTree(list, (c) => (c.id === id ? { ...c, text: saved.text, isEdited: saved.isEdited } : c)));
  }, []);
  const remove = useCallback(async (id: number) => {
    await apiFetch(`/comment/${id}`, { method: 'DELETE' });
    update((list) =>
      mapTree(list, (c) => {
        if (c.id !== id) return c;
        return c.replies?.length ? { ...c, isDeleted: true, text: '', canEdit: false, canDelete: false } : null;
      }),
    );
  }, []);
  const complain = useCallback(async (id: number, reason: string, text: string) => {
    await apiFetch(`/comment/${id}/complaint`, { method: 'POST', body: { reason, text } });
  }, []);
  return { state, add, edit, remove, complain };
}
