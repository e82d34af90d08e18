// Domain events through the outbox, on each engine: an event whose writer never delivered it (held back,
// as a node killed right after its commit) is delivered by the cluster job once, by whichever of two
// nodes; an event delivered a second time (its deliverer died before marking it done) makes no second
// notification or badge; a rolled-back write leaves no event; done rows are pruned after a while.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { domainEventEffects, domainEventOutbox } from '../../db/schema/cluster.ts';
import { notifications, pointsLedger } from '../../db/schema/notifications.ts';
import { one } from '../../db/store.ts';
import { secondNode } from '../testing/second-node.ts';
import { makePage } from '../testing/social-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import { drainDomainEvents, KEEP_DONE_MS } from './domain-event-outbox.ts';
import { emitDomainEvent, holdDomainEvents } from './domain-events.ts';
import { dbNowMs } from './sql-dialect.ts';

const t = await createTestApp();
// Another node (PostgreSQL: its own pool; SQLite is served by one process, so the same handle).
const other = t.store.engine === 'postgres' ? secondNode(t) : null;
const otherDb = other?.deps.db ?? t.deps.db;
afterAll(async () => {
  await other?.close();
  await t.close();
});
const db = t.deps.db;

async function noticesOf(userId: number, kind: number) {
  return db
    .select({ title: notifications.title, count: notifications.groupCount })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.typeId, kind)));
}

/** Runs `write` as a node that dies right after its commit: its events stay in the outbox. */
async function crashedWriter<T>(write: () => Promise<T>): Promise<T> {
  holdDomainEvents(db, true);
  try {
    return await write();
  } finally {
    holdDomainEvents(db, false);
  }
}

/** Time passes until the writing node's lease on every waiting row has run out. */
const leasesRunOut = () => db.run(sql`update domain_event_outbox set claimed_until = 0 where done_at is null`);

const waiting = async () =>
  (await one(
    db
      .select({ n: count() })
      .from(domainEventOutbox)
      .where(sql`done_at is null`),
  ))!.n;

async function follow(fan: { token: string }, starId: number) {
  expect((await t.call('POST', `/api/user/${starId}/follow`, { token: fan.token })).status).toBe(200);
}

describe('domain event outbox', () => {
  it("is delivered by the cluster job once when the writer never delivered it, after the writer's lease", async () => {
    await drainDomainEvents(db);
    const star = await t.signUp();
    const fan = await t.signUp();
    await crashedWriter(() => follow(fan, star.userId));
    expect(await noticesOf(star.userId, 9)).toEqual([]);
    expect(await waiting()).toBe(1);
    // The writer may still be delivering: the job leaves its row alone while its lease lasts.
    expect(await drainDomainEvents(db)).toBe(0);
    await leasesRunOut();
    expect(await drainDomainEvents(otherDb)).toBe(1);
    expect(await noticesOf(star.userId, 9)).toHaveLength(1);
    expect(await drainDomainEvents(db)).toBe(0);
    expect(await noticesOf(star.userId, 9)).toHaveLength(1);
    expect(await waiting()).toBe(0);
  });

  it('is delivered once when two nodes run the job at the same moment', async () => {
    const star = await t.signUp();
    const fans: { token: string }[] = [];
    for (let i = 0; i < 8; i++) fans.push(await t.signUp());
    await crashedWriter(async () => {
      for (const fan of fans) await follow(fan, star.userId);
    });
    await leasesRunOut();
    const [a, b] = await Promise.all([drainDomainEvents(db), drainDomainEvents(otherDb)]);
    expect(a + b).toBe(8);
    expect(await noticesOf(star.userId, 9)).toHaveLength(8);
    expect(await waiting()).toBe(0);
  });

  it('delivered again after its deliverer died before the mark, makes one notification and one badge', async () => {
    const owner = await t.signUp();
    const reader = await t.signUp();
    const page = await makePage(t, owner.userId);
    const added = await t.call('POST', `/api/page/${page}/add_comment`, { token: reader.token, body: { text: 'Да' } });
    expect(added.status).toBe(201);
    expect((await t.call('POST', '/api/like', { token: reader.token, body: { type: 'post', id: page } })).status).toBe(
      200,
    );
    const before = {
      comment: await noticesOf(owner.userId, 5),
      like: await noticesOf(owner.userId, 6),
      badge: await noticesOf(reader.userId, 13),
    };
    expect(before.comment).toHaveLength(1);
    expect(before.like).toEqual([{ title: expect.stringContaining('ставит лайк'), count: 1 }]);
    expect(before.badge).toHaveLength(1);
    // Both events' listeners ran, and then their node died: the rows were never marked done.
    await db.run(sql`update domain_event_outbox set done_at = null, claimed_until = 0
      where name in ('comment.added', 'like.added') and done_at is not null`);
    expect(await drainDomainEvents(otherDb)).toBeGreaterThanOrEqual(2);
    expect(await noticesOf(owner.userId, 5)).toEqual(before.comment);
    expect(await noticesOf(owner.userId, 6)).toEqual(before.like);
    expect(await noticesOf(reader.userId, 13)).toEqual(before.badge);
    const paid = await db.select().from(pointsLedger).where(eq(pointsLedger.userId, reader.userId));
    expect(paid.map((p) => p.delta)).toEqual([50]);
  });

  it('leaves no row when the write that raised it rolls back', async () => {
    const rows = async () => (await one(db.select({ n: count() }).from(domainEventOutbox)))!.n;
    const n = await rows();
    await expect(
      db.transaction(async () => {
        await emitDomainEvent(db, 'user.followed', { userId: 1, followeeId: 2 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await rows()).toBe(n);
  });

  it('prunes done rows and the record of their effects after a while, never waiting ones', async () => {
    const star = await t.signUp();
    const fans = [await t.signUp(), await t.signUp()];
    const newest = async () => Number((await one(db.select({ id: sql`max(id)` }).from(domainEventOutbox)))!.id);
    // A like: its notice is recorded as the event's effect (domain_event_effects).
    const page = await makePage(t, star.userId);
    expect(
      (await t.call('POST', '/api/like', { token: fans[0]!.token, body: { type: 'post', id: page } })).status,
    ).toBe(200);
    const done = await newest();
    await crashedWriter(() => follow(fans[1]!, star.userId));
    const held = await newest();
    expect(await one(db.select().from(domainEventEffects).where(eq(domainEventEffects.eventId, done)))).toBeDefined();
    await db.run(sql`update domain_event_outbox set done_at = ${dbNowMs(db)} - ${KEEP_DONE_MS + 1000}
      where id = ${done}`);
    await drainDomainEvents(db);
    expect(await one(db.select().from(domainEventOutbox).where(eq(domainEventOutbox.id, done)))).toBeUndefined();
    expect(await one(db.select().from(domainEventEffects).where(eq(domainEventEffects.eventId, done)))).toBeUndefined();
    // The held row is still its writer's (lease running): kept, waiting.
    const kept = await one(db.select().from(domainEventOutbox).where(eq(domainEventOutbox.id, held)));
    expect(kept?.doneAt).toBeNull();
  });
});
