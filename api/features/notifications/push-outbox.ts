// The Web Push outbox: notify() writes a row in the transaction that writes the notification (when the
// recipient has a device subscribed), and any node sends it: right after the commit on the node that
// wrote, and on the cluster job 'push-outbox' for rows whose sender died. A sender claims rows for a
// lease with one statement (skip locked on PostgreSQL), sends, then marks them sent, so a push is sent
// once; a node dying between the send and the mark makes the next claim after the lease send it again.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/store.ts';
import { dbNowMs, skipLocked } from '../../lib/sql-dialect.ts';

/** How long a claimed row is its sender's: longer than sending a batch takes (10 s timeout a device). */
export const PUSH_LEASE_MS = 5 * 60 * 1000;
const BATCH = 50;
/** Sent rows are kept a day (what was pushed recently, for an operator), then deleted. */
const KEEP_SENT_MS = 24 * 3600 * 1000;

/** Queues the notification's push when its recipient has a subscribed device; call inside its transaction. */
export async function queuePush(tx: Db, notificationId: number, userId: number): Promise<void> {
  await tx.run(sql`insert into push_outbox (notification_id)
    select ${notificationId} where exists (select 1 from push_subscriptions where user_id = ${userId})`);
}

/** Claims up to a batch of unsent rows whose lease is free; answers their ids and notifications. */
async function claimBatch(db: Db): Promise<{ id: number; notificationId: number }[]> {
  const now = dbNowMs(db);
  const rows = await db.all<{ id: number; notification_id: number }>(sql`
    update push_outbox set claimed_until = ${now} + ${PUSH_LEASE_MS}
    where id in (select id from push_outbox
                 where sent_at is null and (claimed_until is null or claimed_until < ${now})
                 order by id limit ${BATCH} ${skipLocked(db)})
    returning id, notification_id`);
  return rows.map((r) => ({ id: Number(r.id), notificationId: Number(r.notification_id) }));
}

/**
 * Sends every claimable row with `send` (one notification to each of its recipient's devices), marking
 * each sent after its send. Answers how many were sent. Sent rows older than a day are deleted.
 */
export async function drainPushOutbox(db: Db, send: (notificationId: number) => Promise<void>): Promise<number> {
  let sent = 0;
  for (let batch = await claimBatch(db); batch.length > 0; batch = await claimBatch(db)) {
    for (const row of batch) {
      await send(row.notificationId);
      await db.run(sql`update push_outbox set sent_at = ${dbNowMs(db)} where id = ${row.id}`);
      sent += 1;
    }
  }
  await db.run(sql`delete from push_outbox where sent_at < ${dbNowMs(db)} - ${KEEP_SENT_MS}`);
  return sent;
}
