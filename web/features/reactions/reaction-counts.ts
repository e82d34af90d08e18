// The like bar's numbers: the counts the page gave (the server's, with the user's own reaction as the
// server knew it) moved to the reaction the device holds now (a wish made here, maybe offline).
import type { ReactionState } from '../../components/feature-widgets.tsx';

/** 1 like, -1 dislike, 0 neither. */
export const valueOf = (liked: boolean, disliked: boolean) => (liked ? 1 : disliked ? -1 : 0);

export function withOwnReaction(server: ReactionState, own: number): ReactionState {
  const before = valueOf(server.liked, server.disliked);
  return {
    likes: Math.max(0, server.likes - (before === 1 ? 1 : 0) + (own === 1 ? 1 : 0)),
    dislikes: Math.max(0, server.dislikes - (before === -1 ? 1 : 0) + (own === -1 ? 1 : 0)),
    liked: own === 1,
    disliked: own === -1,
  };
}
