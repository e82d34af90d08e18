// A test app with Web Push switched on: fresh VAPID keys, and either the local fake push service's loopback
// address allowed (`local`) or a stand-in resolver for push hosts (there is no internet here). Tests only.
import webpush from 'web-push';
import type { AppDeps } from '../context.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** A browser subscription's keys: a valid P-256 key and auth secret, as a push service hands them out. */
export const SUBSCRIPTION_KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

export async function pushTestApp(
  options: { local?: boolean; hostLookup?: AppDeps['hostLookup'] } = {},
): Promise<{ t: TestApp; vapid: { publicKey: string; privateKey: string } }> {
  const vapid = webpush.generateVAPIDKeys();
  const t = await createTestApp({
    seed: false,
    config: {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:push@example.org',
      // The fake push service listens on http://127.0.0.1 (push-address.test.ts tests the real rule).
      ...(options.local && { PUSH_ALLOW_LOCAL: 'true' }),
    },
    ...(options.hostLookup && { hostLookup: options.hostLookup }),
  });
  return { t, vapid };
}
