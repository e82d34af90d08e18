// Whether a block stands between the signed-in reader and the author of what is on screen, and which way,
// asked once per author while online (GET /user/{id}/relations). A block stops both sides (the server refuses
// a like or comment either way), so the screen disables the like, dislike and comment controls and says once
// why, in the words of the reader's side, instead of letting each refusal say it again (issue 42).
// Never blocks anything itself: the server stays the judge, and offline this answers null.
import { useEffect, useState } from 'react';
import { apiSafe } from './api-client.ts';
import type { ApiResponse } from './api-contract.ts';
import { useCurrentUser } from './session.ts';
import { isOffline } from './reachability.ts';

/** The one sentence a reader the author blocked sees under the material. */
export const BLOCKED_BY_AUTHOR_NOTE = 'Автор тебя заблокировал: оценивать и комментировать его материалы нельзя';
/** The one sentence a reader who blocked the author sees there. */
export const AUTHOR_BLOCKED_NOTE =
  'Автор у тебя в заблокированных: оценивать и комментировать его материалы нельзя. Разблокировать можно в его профиле';

export type AuthorBlock = 'author-blocked-me' | 'i-blocked-author' | null;

export function useAuthorBlock(authorId: number | null | undefined): AuthorBlock {
  const user = useCurrentUser();
  const viewerId = user?.id;
  const [block, setBlock] = useState<{ authorId: number; value: AuthorBlock } | null>(null);
  useEffect(() => {
    if (!authorId || !viewerId || viewerId === authorId || isOffline()) return;
    let live = true;
    void apiSafe<ApiResponse<'/user/:id/relations'>>(`/user/${authorId}/relations`).then((r) => {
      if (!live || r.error) return;
      const value = r.data.hasBlockedMe ? 'author-blocked-me' : r.data.isBlocked ? 'i-blocked-author' : null;
      setBlock({ authorId, value });
    });
    return () => {
      live = false;
    };
  }, [authorId, viewerId]);
  return block !== null && block.authorId === authorId && viewerId !== undefined ? block.value : null;
}

/** The note for a block, or null when there is none. */
export const authorBlockNote = (block: AuthorBlock): string | null =>
  block === 'author-blocked-me' ? BLOCKED_BY_AUTHOR_NOTE : block === 'i-blocked-author' ? AUTHOR_BLOCKED_NOTE : null;
