// Domain events: every write says what happened through this one module, and later features
// (notifications, badges, points) subscribe. Emitters never send anything themselves. One bus per
// database handle, so parallel test apps never hear each other. Emit only after the commit.
// Features add their events to DomainEventMap by module augmentation beside their service.
import type { Db } from '../../db/store.ts';

/** Each event name with its payload; features extend it with `declare module`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface DomainEventMap {}

export type DomainEventName = keyof DomainEventMap;
export type DomainEvent = {
  [K in DomainEventName]: { name: K; payload: DomainEventMap[K]; at: string };
}[DomainEventName];
/** A listener may write (a notification, a badge): the write that raised the event waits for it. */
type Listener = (event: DomainEvent) => void | Promise<void>;

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
 * Tells subscribers what happened, once the write that raised it has committed: inside a
 * transaction the event waits for the commit and is dropped when it rolls back. A failing
 * subscriber never undoes or fails that write: its error goes to `onError` (the logger).
 */
export function emitDomainEvent<K extends DomainEventName>(
  db: Db,
  name: K,
  payload: DomainEventMap[K],
  onError?: (err: unknown) => void,
): Promise<void> {
  const event = { name, payload, at: new Date().toISOString() } as DomainEvent;
  return db.$afterCommit(async () => {
    for (const listener of listenersOf(db)) {
      try {
        await listener(event);
      } catch (err) {
        onError?.(err);
      }
    }
  });
}
