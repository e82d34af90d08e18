// The domain events of the social layer (likes, comments, blocking, following, collections),
// added to the shared map of api/lib/domain-events.ts. Notifications (a later issue) subscribe.
import type { Db } from '../../db/store.ts';
import { emitDomainEvent, type DomainEventMap } from './domain-events.ts';

type Target = { type: 'post' | 'news' | 'event' | 'comment'; id: number };

declare module './domain-events.ts' {
  interface DomainEventMap {
    /** `ownerId`: whose content it touched, when known. */
    'like.added': { userId: number; target: Target; ownerId: number | null };
    'like.removed': { userId: number; target: Target };
    'dislike.added': { userId: number; target: Target; ownerId: number | null };
    'dislike.removed': { userId: number; target: Target };
    'comment.added': {
      userId: number;
      commentId: number;
      target: Target;
      parentId: number | null;
      ownerId: number | null;
    };
    'comment.edited': { userId: number; commentId: number };
    'comment.deleted': { userId: number; commentId: number; authorId: number };
    'comment.reported': { userId: number; commentId: number; reason: string };
    'user.blocked': { userId: number; blockedId: number };
    'user.unblocked': { userId: number; blockedId: number };
    'user.followed': { userId: number; followeeId: number };
    'user.unfollowed': { userId: number; followeeId: number };
    'collection.created': { userId: number; collectionId: number; copiedFrom: number | null };
    'collection.updated': { userId: number; collectionId: number };
    'collection.deleted': { userId: number; collectionId: number };
    'collection.page_added': { userId: number; collectionId: number; pageId: number; isPublic: boolean };
    'collection.page_removed': { userId: number; collectionId: number; pageId: number };
    'reaction.feedback': { userId: number; target: Target; kind: 'like' | 'dislike' };
  }
}

type SocialEventName = Exclude<keyof DomainEventMap, `community.${string}`>;

/** Emits a social event once its change has committed; await it: the answer waits for the subscribers. */
export function emitSocialEvent<K extends SocialEventName>(db: Db, name: K, payload: DomainEventMap[K]): Promise<void> {
  return emitDomainEvent(db, name, payload);
}
