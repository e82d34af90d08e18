// Web Push from the outbox across nodes (a second store and app on the same database): a push whose
// writer never sent it (a node without push keys stands in for one that died after its commit) is
// sent by another node's cluster job, once; two nodes draining at once send each push once; a sender
// dying between a send and its mark makes the push go once more, after the lease.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { pushOutbox } from '../../../db/schema/cluster.ts';
import { createApp } from '../../app.ts';
import type { AppDeps } from '../../context.ts';
import { startFakePushService } from '../../testing/fake-push-service.ts';
import { openSecondStore } from '../../testing/second-node.ts';
import { pushTestApp } from '../../testing/push-test-app.ts';
import { pushOutboxJobs, sendQueuedPushes, vapidOf } from './push-delivery.ts';
import { drainPushOutbox } from './push-outbox.ts';

const { t } = await pushTestApp({ local: true });
const service = await startFakePushService();
// The writing node: its own store, and no push keys, so it never sends what it queues.
const writerStore = openSecondStore(t);
const writerConfig = { ...t.deps.config, VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined };
const writer = createApp({
  ...t.deps,
  db: writerStore.db,
  store: writerStore,
  config: writerConfig,
  metrics: undefined,
});
// A third node that sends (PostgreSQL); SQLite is served by one process, whose one store both use.
const senderStore = t.store.engine === 'postgres' ? openSecondStore(t) : null;
const sender: AppDeps = senderStore ? { ...t.deps, db: senderStore.db, store: senderStore } : t.deps;
afterAll(async () => {
  await service.close();
  await writerStore.close();
  await senderStore?.close();
  await t.close();
});

/** A user with a subscribed device, and `count` new followers written through the writing node. */
async function followedThroughWriter(count: number): Promise<void> {
  const star = await t.signUp();
  const device = service.subscribe();
  expect((await t.call('POST', '/api/notification/push', { token: star.token, body: device })).status).toBe(201);
  for (let i = 0; i < count; i++) {
    const fan = await t.signUp();
    const res = await writer.request(`/api/user/${star.userId}/follow`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fan.token}` },
    });
    expect(res.status).toBe(200);
  }
}

const waiting = async () =>
  (
    await t.deps.db
      .select()
      .from(pushOutbox)
      .where(sql`sent_at is null`)
  ).length;

describe('Web Push outbox', () => {
  it("is sent by another node's cluster job when its writer never sent it, once", async () => {
    const before = service.received.length;
    await followedThroughWriter(1);
    expect(await waiting()).toBe(1);
    expect(service.received.length).toBe(before);
    const [job] = pushOutboxJobs(t.deps);
    expect(job?.name).toBe('push-outbox');
    await job!.work();
    expect(service.received.length).toBe(before + 1);
    expect(service.received.at(-1)?.payload).toMatchObject({ title: 'Тест подписался на тебя' });
    await job!.work();
    expect(service.received.length).toBe(before + 1);
    expect(await waiting()).toBe(0);
  });

  it('sends each push once when two nodes drain at the same moment', async () => {
    const before = service.received.length;
    await followedThroughWriter(6);
    const keys = vapidOf(t.deps.config)!;
    const sent = await Promise.all([sendQueuedPushes(t.deps, keys), sendQueuedPushes(sender, keys)]);
    expect(sent[0] + sent[1]).toBe(6);
    expect(service.received.length).toBe(before + 6);
  });

  it('sends a push once more when its sender died between the send and the mark', async () => {
    await followedThroughWriter(1);
    const sends: number[] = [];
    const crash = new Error('node killed');
    await expect(
      drainPushOutbox(t.deps.db, async (id) => {
        sends.push(id);
        throw crash;
      }),
    ).rejects.toBe(crash);
    // Its lease holds: no other sender takes it meanwhile.
    expect(await drainPushOutbox(sender.db, async (id) => void sends.push(id))).toBe(0);
    // The lease ran out (the sender is dead): the next drain sends it again, and then never.
    await t.deps.db.run(sql`update push_outbox set claimed_until = 0 where sent_at is null`);
    expect(await drainPushOutbox(sender.db, async (id) => void sends.push(id))).toBe(1);
    expect(await drainPushOutbox(sender.db, async (id) => void sends.push(id))).toBe(0);
    expect(sends).toHaveLength(2);
    expect(sends[1]).toBe(sends[0]);
  });
});
