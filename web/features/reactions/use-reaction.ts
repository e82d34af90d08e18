// The like and dislike state of one material, news item, event or comment. The page's answer gives
// the counts and the user's reaction as the server knew it; the device row (a wish made here, even
// offline, or a reaction pulled from another device) overrides the user's own part, so a like shows
// at once and reaches the server exactly once through the outbox ('reaction-set'). Guests are asked
// to sign in; a refusal (the author blocked the user) shows the catalogue's Russian message.
import { useCallback } from 'react';
import { reactionItemKey, reactionRowKey } from '../../../sync/mutations/reactions-client.ts';
import type { Reaction } from '../../../sync/mutations/social.ts';
import type { ReactionState, ReactionTargetType } from '../../components/feature-widgets.tsx';
import { requireAuth } from '../../lib/auth-modal.ts';
import { useDeviceQuery } from '../../lib/device-query.ts';
import { dismissRejectedAction, useRejectedAction } from '../../lib/rejected-action.ts';
import { ownerOf, useCurrentUser } from '../../lib/session.ts';
import { queueMutation } from '../../lib/sync-client.ts';
import { waitForDevice } from '../../lib/wait-for-device.ts';
import { valueOf, withOwnReaction } from './reaction-counts.ts';
import { isOffline } from '../../lib/reachability.ts';

export type ReactionKind = 'like' | 'dislike';
export type { ReactionTargetType };

/** How long a press waits for the server before the feedback popup is skipped. */
const ANSWER_WAIT_MS = 8000;
const REACTION_OF: Record<number, Reaction> = { 1: 'like', [-1]: 'dislike', 0: 'none' };

export function useReaction(type: ReactionTargetType, id: number, initial: Partial<ReactionState>) {
  const user = useCurrentUser();
  const owner = user ? ownerOf(user) : null;
  const server: ReactionState = {
    likes: initial.likes ?? 0,
    dislikes: initial.dislikes ?? 0,
    liked: !!initial.liked,
    disliked: !!initial.disliked,
  };
  const row = useDeviceQuery(owner ? (db) => db.reactions.get(reactionRowKey(owner, type, id)) : null, [
    owner,
    type,
    id,
  ]);
  const own = row ? row.value : valueOf(server.liked, server.disliked);
  const state = owner ? withOwnReaction(server, own) : server;
  const rejected = useRejectedAction(owner, reactionItemKey(type, id));

  /** Toggles a like or dislike; resolves with the kind when one was added (the feedback popup follows). */
  const toggle = useCallback(
    async (kind: ReactionKind): Promise<ReactionKind | null> => {
      if (user === undefined) return null; // the device store has not answered yet (a few ms)
      if (!owner) {
        requireAuth();
        return null;
      }
      const wanted = kind === 'like' ? 1 : -1;
      const next = own === wanted ? 0 : wanted;
      dismissRejectedAction(owner, rejected);
      const saved = await queueMutation(owner, 'reaction-set', { type, id, reaction: REACTION_OF[next]! });
      if (!saved || next === 0 || isOffline()) return null;
      // The feedback popup asks about a reaction the server holds: wait for its answer (briefly).
      const key = reactionRowKey(owner, type, id);
      const row = await waitForDevice(
        async (db) => (await db.reactions.get(key)) ?? 'rejected',
        (r) => r === 'rejected' || !r.pending,
        ANSWER_WAIT_MS,
      );
      return row && row !== 'rejected' && row.value === next ? kind : null;
    },
    [user, owner, own, rejected, type, id],
  );
  return { state, error: rejected?.message ?? null, pending: !!row?.pending, toggle };
}
