// Web Push against a local fake push service that checks VAPID and decrypts the aes128gcm payload
// (api/testing/fake-push-service.ts): a new notification reaches the subscribed device encrypted,
// a subscription the service reports gone is deleted, and without keys push is off.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../../db/schema/notifications.ts';
import { startFakePushService } from '../../testing/fake-push-service.ts';
import { pushTestApp } from '../../testing/push-test-app.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { pushesSettled } from './push-delivery.ts';

const { t, vapid } = await pushTestApp({ local: true });
const service = await startFakePushService();
afterAll(async () => {
  await service.close();
  await t.close();
});

describe('Web Push', () => {
  it('publishes the public key, delivers an encrypted payload, and deletes a subscription that is gone', async () => {
    expect(await (await t.call('GET', '/api/notification/push')).json()).toEqual({ public_key: vapid.publicKey });
    const star = await t.signUp();
    const device = service.subscribe();
    expect((await t.call('POST', '/api/notification/push', { token: star.token, body: device })).status).toBe(201);
    // The same endpoint again is one subscription, not two.
    expect((await t.call('POST', '/api/notification/push', { token: star.token, body: device })).status).toBe(201);

    const fan = await t.signUp();
    await t.call('POST', `/api/user/${star.userId}/follow`, { token: fan.token });
    await pushesSettled(t.deps.db);
    expect(service.received).toHaveLength(1);
    expect(service.received[0]).toMatchObject({
      endpoint: device.endpoint,
      subject: 'mailto:push@example.org',
      payload: { title: 'Тест подписался на тебя', url: `/profile/${fan.userId}` },
    });
    expect(service.received[0]!.ttl).toBeGreaterThan(0);

    service.expire(device.endpoint);
    await t.call('POST', `/api/user/${star.userId}/follow`, { token: (await t.signUp()).token });
    await pushesSettled(t.deps.db);
    expect(service.received).toHaveLength(1);
    expect(await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, star.userId))).toEqual(
      [],
    );
  });

  it('a device unsubscribes; bad subscriptions and guests are refused', async () => {
    const u = await t.signUp();
    const device = service.subscribe();
    await t.call('POST', '/api/notification/push', { token: u.token, body: device });
    expect(
      (await t.call('DELETE', '/api/notification/push', { token: u.token, body: { endpoint: device.endpoint } }))
        .status,
    ).toBe(204);
    expect(await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, u.userId))).toEqual([]);
    expect((await t.call('POST', '/api/notification/push', { body: device })).status).toBe(401);
    const bad = await t.call('POST', '/api/notification/push', {
      token: u.token,
      body: { endpoint: device.endpoint, keys: { p256dh: 'x', auth: 'y' } },
    });
    expect(bad.status).toBe(400);
  });

  it('without VAPID keys push is off: no key, and subscribing answers 409 (a state, not a server fault: a queue must not retry it)', async () => {
    const plain = await createTestApp({ seed: false });
    try {
      expect(await (await plain.call('GET', '/api/notification/push')).json()).toEqual({ public_key: null });
      const u = await plain.signUp();
      const res = await plain.call('POST', '/api/notification/push', { token: u.token, body: service.subscribe() });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ detail: 'Push is not configured' });
    } finally {
      await plain.close();
    }
  });
});
