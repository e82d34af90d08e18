// Web Push delivery: each new notification goes to the recipient's subscribed devices, encrypted
// (RFC 8291, aes128gcm) and signed with VAPID by `web-push`; the request itself is plain HTTP(S), so a
// local fake push service can receive it in tests. Before each send the endpoint passes the push
// address rule again and the connection goes to the address just checked (no second DNS answer).
// A subscription the push service reports gone (404, 410) or that breaks the rule is deleted.
// Sends from the outbox (push-outbox.ts), never inside the write.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import webpush from 'web-push';
import { eq } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { notifications, pushSubscriptions } from '../../../db/schema/notifications.ts';
import type { Config } from '../../config.ts';
import type { AppDeps } from '../../context.ts';
import type { ClusterJob } from '../../lib/cluster-jobs.ts';
import { onNotificationCreated } from './notify.ts';
import { drainPushOutbox } from './push-outbox.ts';
import { checkedAddresses, pushAddressRule, PushAddressError, type PushAddressRule } from './push-address.ts';

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

/** How often the cluster looks for pushes no node sent at once. */
const PUSH_OUTBOX_MS = 10_000;

export type Vapid = { subject: string; publicKey: string; privateKey: string };

/** A resolver that answers only the addresses already checked, so the socket goes where the rule looked. */
function pinned(addresses: string[]): LookupFunction {
  const all = addresses.map((address) => ({ address, family: isIP(address) }));
  return (_host, options, callback) => {
    if (options.all) callback(null, all);
    else callback(null, all[0]!.address, all[0]!.family);
  };
}

/** Posts one request to a checked address; answers the status (0 when it could not be reached). */
function post(endpoint: string, addresses: string[], headers: Record<string, string>, body: Buffer | null) {
  const url = new URL(endpoint);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<number>((resolve) => {
    const req = send(url, { method: 'POST', headers, lookup: pinned(addresses), timeout: 10_000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end(body ?? undefined);
  });
}

/**
 * Sends one encrypted push; answers the push service's status (0 when it could not be reached).
 * Throws PushAddressError when the endpoint now breaks the push address rule.
 */
async function sendPush(target: PushTarget, payload: PushPayload, vapid: Vapid, rule: PushAddressRule) {
  const details = webpush.generateRequestDetails(target, JSON.stringify(payload), {
    vapidDetails: vapid,
    TTL: 24 * 60 * 60,
    contentEncoding: 'aes128gcm',
  });
  const addresses = await checkedAddresses(details.endpoint, rule);
  const headers = { ...(details.headers as Record<string, string>) };
  const body = details.body ? Buffer.from(details.body) : null;
  if (body) headers['content-length'] = String(body.length);
  return post(details.endpoint, addresses, headers, body);
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

async function deliver(deps: AppDeps, id: number, vapid: Vapid): Promise<void> {
  const { db, logger } = deps;
  const n = await one(db.select().from(notifications).where(eq(notifications.id, id)));
  if (!n) return;
  const subs = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, n.userId));
  const payload = { id: n.id, title: n.title, body: n.text, url: urlOf(n.link) };
  for (const s of subs) {
    const target = { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } };
    const status = await sendPush(target, payload, vapid, pushAddressRule(deps)).catch((err: unknown) => {
      if (err instanceof PushAddressError) return err;
      throw err;
    });
    if (status instanceof PushAddressError) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
      logger.warn({ subscription: s.id, reason: status.message }, 'push endpoint breaks the address rule; deleted');
    } else if (status === 404 || status === 410) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
      logger.info({ subscription: s.id }, 'push subscription gone; deleted');
    } else if (status < 200 || status >= 300) logger.warn({ subscription: s.id, status }, 'push not accepted');
  }
}

/** Sends what the outbox holds (any node's rows); the cluster job and the after-commit nudge call it. */
export function sendQueuedPushes(deps: AppDeps, vapid: Vapid): Promise<number> {
  return drainPushOutbox(deps.db, (id) => deliver(deps, id, vapid));
}

/** The cluster job that sends rows no node sent at once (their writer died, or its send failed). */
export function pushOutboxJobs(deps: AppDeps): ClusterJob[] {
  const vapid = vapidOf(deps.config);
  if (!vapid) return [];
  return [{ name: 'push-outbox', periodMs: PUSH_OUTBOX_MS, work: () => sendQueuedPushes(deps, vapid) }];
}

/** Starts Web Push for this database when VAPID keys are configured: a new notification's push goes at once. */
export function startPushDelivery(deps: AppDeps): void {
  const { db, config, logger } = deps;
  const vapid = vapidOf(config);
  if (!vapid || pending.has(db)) return;
  const set = new Set<Promise<unknown>>();
  pending.set(db, set);
  onNotificationCreated(db, () => {
    const p = sendQueuedPushes(deps, vapid)
      .catch((err: unknown) => logger.warn({ err }, 'push delivery failed'))
      .finally(() => set.delete(p));
    set.add(p);
  });
}
