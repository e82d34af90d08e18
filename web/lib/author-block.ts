// Whether the author of what is on screen has blocked the signed-in reader, asked once per author
// while online (GET /user/{id}/relations). The screen then disables the like, dislike and comment
// controls it would refuse and says so once, instead of letting each refusal say it again (issue 42).
// Never blocks anything itself: the server stays the judge, and offline this answers false.
import { useEffect, useState } from 'react';
import { apiSafe } from './api-client.ts';
import type { ApiResponse } from './api-contract.ts';
import { useCurrentUser } from './session.ts';

/** The one sentence a blocked reader sees under the material. */
export const BLOCKED_BY_AUTHOR_NOTE = 'Автор тебя заблокировал: оценивать и комментировать его материалы нельзя';

export function useAuthorBlockedMe(authorId: number | null | undefined): boolean {
  const user = useCurrentUser();
  const viewerId = user?.id;
  const [blocked, setBlocked] = useState<{ authorId: number; value: boolean } | null>(null);
  useEffect(() => {
    if (!authorId || !viewerId || viewerId === authorId || !navigator.onLine) return;
    let live = true;
    void apiSafe<ApiResponse<'/user/:id/relations'>>(`/user/${authorId}/relations`).then(
      (r) => live && !r.error && setBlocked({ authorId, value: Boolean(r.data.hasBlockedMe) }),
    );
    return () => {
      live = false;
    };
  }, [authorId, viewerId]);
  return blocked !== null && blocked.authorId === authorId && viewerId !== undefined && blocked.value;
}
