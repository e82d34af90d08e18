// The like and dislike state of one material, news item or event: starts from what the page
// answered and follows each call's answer. Guests are asked to sign in; a refusal (for example
// the author blocked the user) is shown as the catalogue's Russian message.
import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiFetch } from '../../lib/api-client.ts';
import { requireAuth } from '../../lib/auth-modal.ts';
import { messageFor } from '../../lib/error-messages.ts';
import { useCurrentUser } from '../../lib/session.ts';

export type ReactionKind = 'like' | 'dislike';
export type ReactionTargetType = 'post' | 'news' | 'event' | 'comment';

export interface ReactionState {
  likes: number;
  dislikes: number;
  liked: boolean;
  disliked: boolean;
}

export function useReaction(type: ReactionTargetType, id: number, initial: Partial<ReactionState>) {
  const user = useCurrentUser();
  const [state, setState] = useState<ReactionState>({
    likes: initial.likes ?? 0,
    dislikes: initial.dislikes ?? 0,
    liked: !!initial.liked,
    disliked: !!initial.disliked,
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The page may first render from the device copy and then from the network: follow the newer answer.
  const { likes = 0, dislikes = 0, liked = false, disliked = false } = initial;
  useEffect(() => setState({ likes, dislikes, liked, disliked }), [likes, dislikes, liked, disliked]);

  /** Toggles a like or dislike; resolves with the kind when one was added (the feedback popup follows). */
  const toggle = useCallback(
    async (kind: ReactionKind): Promise<ReactionKind | null> => {
      if (!user) {
        requireAuth();
        return null;
      }
      const on = kind === 'like' ? !state.liked : !state.disliked;
      setBusy(true);
      setError(null);
      try {
        const next = await apiFetch<ReactionState>(`/${kind}`, { method: on ? 'POST' : 'DELETE', body: { type, id } });
        setState(next);
        return on ? kind : null;
      } catch (e) {
        setError(messageFor(e instanceof ApiError ? e : null));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [user, state.liked, state.disliked, type, id],
  );
  return { state, error, busy, toggle };
}
