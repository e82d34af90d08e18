// Comments of one material, news item or event (`base`: '/page/12', '/event/3',
// '/event-news/news/5'): read from the network (they are not kept offline), and the calls of
// signed-in users: add (or reply) through the outbox, so a comment written offline is sent on
// reconnect; edit, delete, complain online. The list follows each answer at once.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { backoffDelay } from '../../../sync/client/backoff.ts';
import { ApiError, apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { ownerOf, useCurrentUser } from '../../lib/session.ts';
import { commentTargetOf, queueComment, usePendingComments } from './pending-comments.ts';
import { isOffline, whenServerBack } from '../../lib/reachability.ts';

/** One comment as the API answers it; a top-level one carries its replies. */
export type PostComment = ApiResponse<'/comment/:id', 'put'> & { replies?: PostComment[] };

export type CommentsState =
  { status: 'loading' } | { status: 'ready'; list: PostComment[]; total: number } | { status: 'offline' | 'error' };

const mapTree = (list: PostComment[], fn: (c: PostComment) => PostComment | null): PostComment[] =>
  list.flatMap((c) => {
    const next = fn(c);
    return next ? [{ ...next, replies: next.replies ? mapTree(next.replies, fn) : next.replies }] : [];
  });

export function useComments(base: string) {
  const [state, setState] = useState<CommentsState>({ status: 'loading' });
  const user = useCurrentUser();
  const owner = user ? ownerOf(user) : null;
  const target = useMemo(() => commentTargetOf(base), [base]);
  const pending = usePendingComments(owner, target);
  const load = useCallback(
    (signal?: AbortSignal) =>
      // /page, /event and /event-news/news mount one comments router: one answer type.
      apiFetch<ApiResponse<'/page/:id/comments'>>(`${base}/comments`, { query: { limit: 50 }, signal })
        // A list drawn in slices: it often comes while the page around it is still being drawn (issue 17).
        .then((page) => startTransition(() => setState({ status: 'ready', list: page.list, total: page.total })))
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

  // 'Комментарии загрузятся, когда появится сеть': read again when it does, and after a growing, jittered wait while
  // the browser says it is online but the request still finds no network (a service worker or a proxy not yet
  // through, a server down), so the pages open on it do not ask it in lockstep.
  const offline = state.status === 'offline';
  useEffect(() => {
    if (!offline) return;
    const controller = new AbortController();
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      timer = setTimeout(retry, backoffDelay(++attempts));
    };
    function retry() {
      clearTimeout(timer);
      // With no network at all, the 'online' event brings the next try.
      if (!isOffline()) void load(controller.signal).then(() => !controller.signal.aborted && later());
    }
    later();
    const stopWaiting = whenServerBack(retry);
    return () => {
      controller.abort();
      clearTimeout(timer);
      stopWaiting();
    };
  }, [offline, load]);

  // A comment that waited on the device reached the server: read the list again to show its copy.
  const waiting = pending.filter((p) => p.state === 'waiting').length;
  const lastWaiting = useRef(waiting);
  useEffect(() => {
    if (waiting < lastWaiting.current) void load();
    lastWaiting.current = waiting;
  }, [waiting, load]);

  const update = (fn: (list: PostComment[]) => PostComment[], delta = 0) =>
    setState((s) => (s.status === 'ready' ? { status: 'ready', list: fn(s.list), total: s.total + delta } : s));

  /**
   * Queues a comment or a reply; resolves when stored or left waiting for the network (the list
   * shows it), throws ApiError with the server's refusal so the form keeps the text.
   */
  const add = useCallback(
    async (text: string, parentId?: number) => {
      if (!owner || !target) throw new ApiError('Unauthorized', 401, 'http');
      const result = await queueComment(owner, target, text, parentId);
      if (result.outcome === 'rejected') throw new ApiError(result.detail, 400, 'http');
      if (result.outcome === 'applied') await load();
    },
    [owner, target, load],
  );
  const edit = useCallback(async (id: number, text: string) => {
    const saved = await apiFetch<ApiResponse<'/comment/:id', 'put'>>(`/comment/${id}`, {
      method: 'PUT',
      body: { text },
    });
    update((list) => mapTree(list, (c) => (c.id === id ? { ...c, text: saved.text, isEdited: saved.isEdited } : c)));
  }, []);
  const remove = useCallback(async (id: number) => {
    await apiFetch<ApiResponse<'/comment/:id', 'delete'>>(`/comment/${id}`, { method: 'DELETE' });
    update((list) =>
      mapTree(list, (c) => {
        if (c.id !== id) return c;
        return c.replies?.length ? { ...c, isDeleted: true, text: '', canEdit: false, canDelete: false } : null;
      }),
    );
  }, []);
  const complain = useCallback(async (id: number, reason: string, text: string) => {
    await apiFetch<ApiResponse<'/comment/:id/complaint', 'post'>>(`/comment/${id}/complaint`, {
      method: 'POST',
      body: { reason, text },
    });
  }, []);
  return { state, pending, add, edit, remove, complain };
}
