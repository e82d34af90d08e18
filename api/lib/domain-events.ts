// Domain events of the social layer: every write says what happened through this one module,
// and later features (notifications, badges, points) subscribe. Emitters never send anything
// themselves. One bus per database handle, so parallel test apps never hear each other.
// Emit only after the transaction that stored the change has committed.
import type { Db } from '../../db/client.ts';

type Target = { type: 'post' | 'news' | 'event' | 'comment'; id: number };

/** Each event name with its payload. `ownerId` is whose content it touched, when known. */
export interface DomainEventMap {
  'like.added': { userId: number; target: Target; ownerId: number | null };
  'like.removed': { userId: number; target: Target };
  'dislike.added': { userId: number; target: Target; ownerId: number | null };
  'dislike.removed': { userId: number; target: Target };
  'comment.added': { userId: number; commentId: number; target: Target; parentId: number | null; ownerId: number | null };
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

export type DomainEventName = keyof DomainEventMap;
export type DomainEvent = { [K in DomainEventName]: { name: K; payload: DomainEventMap[K]; at: string } }[DomainEventName];
type Listener = (event: DomainEvent) => void;

const buses = new WeakMap<Db, Set<Listener>>();

function listenersOf(db: Db): Set<Listener> {
  let set = buses.get(db);
  if (!set) {
    set = new Set();
    buses.set(db, set);
  }
  return set;
}

/** Subscribes to every event of this database; returns the unsubscribe function. */
export function onDomainEvent(db: Db, listener: Listener): () => void {
  const set = listenersOf(db);
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Tells subscribers what happened. A failing subscriber never undoes or fails the write that
 * already committed: its error is reported through `onError` (the logger) and the rest still run.
 */
export function emitDomainEvent<K extends DomainEventName>(db: Db, name: K, payload: DomainEventMap[K], onError?: (err: unknown) => void): void {
  const event = { name, payload, at: new Date().toISOString() } as DomainEvent;
  for (const listener of listenersOf(db)) {
    try {
      listener(event);
    } catch (err) {
      onError?.(err);
    }
  }
}
