// Web Push delivery: each new notification goes to the recipient's subscribed devices, encrypted
// (RFC 8291, aes128gcm) and signed with VAPID by `web-push`; the request itself is sent with fetch,
// so the transport is plain HTTP(S) and a local fake push service can receive it in tests.
// A subscription the push service reports gone (404, 410) is deleted. Never blocks the write.
import webpush from 'web-push';
import { eq } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { notifications, pushSubscriptions } from '../../../db/schema/notifications.ts';
import type { Config } from '../../config.ts';
import type { Logger } from '../../lib/logger.ts';
import { onNotificationCreated } from './notify.ts';

interface PushPayload {
  id: number;
  title: string;
  body: string;
  url: string;
}

interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type Vapid = { subject: string; publicKey: string; privateKey: string };

/** Sends one encrypted push; answers the push service's status (0 when it could not be reached). */
async function sendPush(target: PushTarget, payload: PushPayload, vapid: Vapid): Promise<number> {
  const details = webpush.generateRequestDetails(target, JSON.stringify(payload), {
    vapidDetails: vapid,
    TTL: 24 * 60 * 60,
    contentEncoding: 'aes128gcm',
  });
  try {
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    return res.status;
  } catch {
    return 0;
  }
}

export function vapidOf(config: Config): Vapid | null {
  if (!config.VAPID_PUBLIC_KEY || !config.VAPID_PRIVATE_KEY) return null;
  return { subject: config.VAPID_SUBJECT, publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
}

/** Where a click on the push opens: the notification's link, or the home page. */
function urlOf(link: string | null): string {
  if (!link) return '/';
  return link.startsWith('#') ? `/${link}` : link;
}

const pending = new WeakMap<Db, Set<Promise<unknown>>>();

/** Resolves when every push started so far has been answered (tests, graceful shutdown). */
export async function pushesSettled(db: Db): Promise<void> {
  await Promise.all([...(pending.get(db) ?? [])]);
}

async function deliver(db: Db, id: number, vapid: Vapid, logger: Logger): Promise<void> {
  const n = await one(db.select().from(notifications).where(eq(notifications.id, id)));
  if (!n) return;
  const subs = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, n.userId));
  const payload = { id: n.id, title: n.title, body: n.text, url: urlOf(n.link) };
  for (const s of subs) {
    const status = await sendPush({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, vapid);
    if (status === 404 || status === 410) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
      logger.info({ subscription: s.id }, 'push subscription gone; deleted');
    } else if (status < 200 || status >= 300) logger.warn({ subscription: s.id, status }, 'push not accepted');
  }
}

/** Starts Web Push for this database when VAPID keys are configured; a no-op otherwise. */
export function startPushDelivery(db: Db, config: Config, logger: Logger): void {
  const vapid = vapidOf(config);
  if (!vapid || pending.has(db)) return;
  const set = new Set<Promise<unknown>>();
  pending.set(db, set);
  onNotificationCreated(db, (_db, id) => {
    const p = deliver(db, id, vapid, logger)
      .catch((err: unknown) => logger.warn({ err }, 'push delivery failed'))
      .finally(() => set.delete(p));
    set.add(p);
  });
}
