// Domain events: every write says what happened through this one module, and later features
// (notifications, badges, points) subscribe. Emitters never send anything themselves. One bus per
// database handle, so parallel test apps never hear each other. An event is a row of
// domain_event_outbox written in the caller's transaction: it exists exactly when the write committed.
// The writing node delivers it right after the commit; a node that died first leaves it to the cluster
// job (domain-event-outbox.ts). Features add their events to DomainEventMap by module augmentation.
import { AsyncLocalStorage } from 'node:async_hooks';
import { eq, sql } from 'drizzle-orm';
import { domainEventEffects, domainEventOutbox } from '../../db/schema/cluster.ts';
import { one, type Db } from '../../db/store.ts';
import { dbNowMs } from './sql-dialect.ts';

/** Each event name with its payload; features extend it with `declare module`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface DomainEventMap {}

export type DomainEventName = keyof DomainEventMap;
export type DomainEvent = {
  [K in DomainEventName]: { name: K; payload: DomainEventMap[K]; at: string };
}[DomainEventName];
/**
 * A listener may write (a notification, a badge): the write that raised the event waits for it. It may
 * run twice for one event (its deliverer died before marking it done): what it writes must be idempotent
 * (a unique key, or `claimEventEffect` in the transaction of its write).
 */
type Listener = (event: DomainEvent) => void | Promise<void>;

/** How long the writing node has to deliver its event before the cluster job may take it over. */
export const WRITER_LEASE_MS = 10_000;

const buses = new WeakMap<Db, Set<Listener>>();
/** The outbox id of the event whose listeners run in this async context. */
const delivering = new AsyncLocalStorage<number>();
/** Tests only: databases whose writes deliver nothing after the commit, like a node killed right then. */
const heldBack = new WeakSet<Db>();

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
 * Runs this node's listeners for outbox row `id`, then marks the row done. A failing listener never
 * stops the others: its error goes to `onError`. Any node may deliver any node's row.
 */
export async function deliverDomainEvent(
  db: Db,
  id: number,
  event: DomainEvent,
  onError?: (err: unknown) => void,
): Promise<void> {
  await delivering.run(id, async () => {
    for (const listener of listenersOf(db)) {
      try {
        await listener(event);
      } catch (err) {
        onError?.(err);
      }
    }
  });
  await db
    .update(domainEventOutbox)
    .set({ doneAt: sql`${dbNowMs(db)}` })
    .where(eq(domainEventOutbox.id, id));
}

/**
 * Tells subscribers what happened. The outbox row is written now, in the caller's transaction (so a
 * rolled-back write leaves no event); the listeners run once it has committed, on this node, and the
 * caller's answer waits for them. A failing subscriber never undoes or fails that write: its error
 * goes to `onError` (the logger).
 */
export async function emitDomainEvent<K extends DomainEventName>(
  db: Db,
  name: K,
  payload: DomainEventMap[K],
  onError?: (err: unknown) => void,
): Promise<void> {
  const event = { name, payload, at: new Date().toISOString() } as DomainEvent;
  const row = await one(
    db
      .insert(domainEventOutbox)
      .values({
        name,
        payload: JSON.stringify(payload),
        at: event.at,
        claimedUntil: sql`${dbNowMs(db)} + ${WRITER_LEASE_MS}`,
      })
      .returning({ id: domainEventOutbox.id }),
  );
  const id = Number(row!.id);
  return db.$afterCommit(async () => {
    if (!heldBack.has(db)) await deliverDomainEvent(db, id, event, onError);
  });
}

/** The outbox id of the event whose listeners are running here, if any (a key for what they write). */
export function deliveringEventId(): number | undefined {
  return delivering.getStore();
}

/**
 * Records that the listener now running did `key` for its event; answers false when it had already
 * done so (the event is delivered a second time), true outside a delivery. Call it inside the
 * transaction of the effect itself, so the record and the effect commit or roll back together.
 */
export async function claimEventEffect(tx: Db, key: string): Promise<boolean> {
  const eventId = delivering.getStore();
  if (eventId === undefined) return true;
  const rows = await tx
    .insert(domainEventEffects)
    .values({ eventId, key })
    .onConflictDoNothing()
    .returning({ eventId: domainEventEffects.eventId });
  return rows.length > 0;
}

/** Tests only: while held, this database's events wait in the outbox after the commit (a crashed writer). */
export function holdDomainEvents(db: Db, held: boolean): void {
  if (held) heldBack.add(db);
  else heldBack.delete(db);
}
