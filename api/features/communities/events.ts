// The domain events communities emit (after commit): membership changes and feed additions. The
// notifications feature turns them into types 11 (requests, invitations) and 10 (feed) later.
import type { Db } from '../../../db/client.ts';
import { emitDomainEvent, type DomainEventMap } from '../../lib/domain-events.ts';

declare module '../../lib/domain-events.ts' {
  interface DomainEventMap {
    /** A user became a member: by joining, an approved request or an accepted invitation. */
    'community.member_joined': { communityId: number; userId: number; via: 'join' | 'request' | 'invite' };
    'community.member_left': { communityId: number; userId: number; removedBy: number | null };
    'community.request_created': { communityId: number; requestId: number; userId: number; ownerId: number };
    'community.request_decided': { communityId: number; requestId: number; userId: number; approved: boolean };
    'community.request_cancelled': { communityId: number; requestId: number; userId: number };
    'community.invite_created': { communityId: number; inviteId: number; userId: number; invitedBy: number };
    'community.invite_decided': { communityId: number; inviteId: number; userId: number; accepted: boolean };
    'community.owner_changed': { communityId: number; from: number; to: number };
    /** Members to notify: everyone but the one who added it. */
    'community.feed_added': {
      communityId: number;
      itemId: number;
      addedBy: number;
      pageId: number | null;
      newsId: number | null;
      memberIds: number[];
    };
  }
}

export function emitCommunityEvent<K extends keyof DomainEventMap & `community.${string}`>(
  db: Db,
  name: K,
  payload: DomainEventMap[K],
): Promise<void> {
  return emitDomainEvent(db, name, payload);
}
