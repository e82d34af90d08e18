// The cluster job that delivers domain events their writing node did not (it died between its commit
// and its listeners, or its deliverer died mid-way): it claims waiting rows whose lease ran out with one
// statement (skip locked on PostgreSQL, so two nodes take different rows), delivers them in order with
// this node's listeners and marks them done. Listeners are idempotent (domain-events.ts), so a row
// delivered again after a deliverer died before its mark has no second effect.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/store.ts';
import type { ClusterJob } from './cluster-jobs.ts';
import { deliverDomainEvent, type DomainEvent } from './domain-events.ts';
import { dbNowMs, skipLocked } from './sql-dialect.ts';

/** How long a job's claim on a row lasts: longer than delivering a batch takes. */
export const JOB_LEASE_MS = 5 * 60 * 1000;
const BATCH = 50;
/** Done rows (and what their listeners did) are kept an hour, for an operator, then deleted. */
export const KEEP_DONE_MS = 3600 * 1000;
/** How often the cluster looks for events no node delivered. */
const DOMAIN_EVENTS_MS = 5_000;

interface Claimed {
  id: number;
  event: DomainEvent;
}

/** Claims up to a batch of waiting rows whose lease ran out; answers them in order. */
async function claimBatch(db: Db): Promise<Claimed[]> {
  const now = dbNowMs(db);
  const rows = await db.all<{ id: number; name: string; payload: string; at: string }>(sql`
    update domain_event_outbox set claimed_until = ${now} + ${JOB_LEASE_MS}
    where id in (select id from domain_event_outbox
                 where done_at is null and claimed_until < ${now}
                 order by id limit ${BATCH} ${skipLocked(db)})
    returning id, name, payload, at`);
  return rows
    .map((r) => ({
      id: Number(r.id),
      event: { name: r.name, payload: JSON.parse(r.payload) as unknown, at: r.at } as DomainEvent,
    }))
    .sort((a, b) => a.id - b.id);
}

/** Deletes done rows older than KEEP_DONE_MS, the record of their effects first. */
async function pruneDone(db: Db): Promise<void> {
  const old = sql`select id from domain_event_outbox where done_at < ${dbNowMs(db)} - ${KEEP_DONE_MS}`;
  await db.run(sql`delete from domain_event_effects where event_id in (${old})`);
  await db.run(sql`delete from domain_event_outbox where done_at < ${dbNowMs(db)} - ${KEEP_DONE_MS}`);
}

/**
 * Delivers every waiting event whose lease ran out, and prunes old done rows. Answers how many it
 * delivered. A listener's error goes to `onError`; the event counts as delivered (as on the fast path).
 */
export async function drainDomainEvents(db: Db, onError?: (err: unknown) => void): Promise<number> {
  let delivered = 0;
  for (let batch = await claimBatch(db); batch.length > 0; batch = await claimBatch(db)) {
    for (const row of batch) {
      await deliverDomainEvent(db, row.id, row.event, onError);
      delivered += 1;
    }
  }
  await pruneDone(db);
  return delivered;
}

/** The cluster job (api/server-jobs.ts) of the events no node delivered at once. */
export function domainEventsJob(db: Db, onError: (err: unknown) => void): ClusterJob {
  return { name: 'domain-events', periodMs: DOMAIN_EVENTS_MS, work: () => drainDomainEvents(db, onError) };
}
