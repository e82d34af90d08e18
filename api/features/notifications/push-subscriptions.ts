// Web Push subscriptions of a user's devices. An endpoint is the push service's address for one
// browser; the server posts to it, so it must pass the push address rule (push-address.ts: https on
// port 443, a host that resolves to public addresses only); a re-subscription moves it to the current user.
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { one, type Db } from '../../../db/store.ts';
import { pushSubscriptions } from '../../../db/schema/notifications.ts';
import type { AppDeps } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { vapidOf } from './push-delivery.ts';
import { checkedAddresses, pushAddressRule, PushAddressError } from './push-address.ts';

/** Devices one user may register; the oldest is replaced beyond this. */
const MAX_DEVICES = 10;
const base64url = z.string().regex(/^[A-Za-z0-9_-]+=*$/);

export const pushSubscriptionInput = z.object({
  endpoint: z.url().max(2000),
  keys: z.object({ p256dh: base64url.min(80).max(100), auth: base64url.min(16).max(32) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/** Saves the device; beyond MAX_DEVICES the oldest goes, in the same transaction as the count. */
export async function saveSubscription(deps: AppDeps, userId: number, input: PushSubscriptionInput): Promise<void> {
  const { db, config } = deps;
  if (!vapidOf(config)) throw httpError(409, 'Push is not configured');
  try {
    await checkedAddresses(input.endpoint, pushAddressRule(deps));
  } catch (err) {
    if (err instanceof PushAddressError) throw httpError(400, 'Invalid endpoint');
    throw err;
  }
  await db.transaction(
    async (tx) => {
      await tx
        .insert(pushSubscriptions)
        .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: input.keys.p256dh, auth: input.keys.auth },
        });
      const mine = eq(pushSubscriptions.userId, userId);
      const n = (await one(tx.select({ n: count() }).from(pushSubscriptions).where(mine)))?.n ?? 0;
      if (n > MAX_DEVICES) {
        const oldest = await one(
          tx
            .select({ id: pushSubscriptions.id })
            .from(pushSubscriptions)
            .where(mine)
            .orderBy(pushSubscriptions.id)
            .limit(1),
        );
        if (oldest) await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, oldest.id));
      }
      // One user's devices subscribing at once take turns: each must count the others' new rows.
    },
    { lockKey: `push-devices:${userId}` },
  );
}

export async function forgetSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
