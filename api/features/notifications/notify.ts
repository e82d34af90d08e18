// The one writer of notifications: checks the recipient's settings, keeps timed producers
// idempotent (dedupe key), groups likes of one item, queues its Web Push (push-outbox.ts) and tells the
// delivery hooks.
// Producers call only `notify`; it never throws into the write that caused it.
import { and, desc, eq, gte } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { users } from '../../../db/schema/users.ts';
import { kindEnabled, LIKE_GROUP_WINDOW_MS, type NotificationKind } from '../../../sync/rules/notifications.ts';
import { blockBetween } from '../../lib/user-blocks.ts';
import { queuePush } from './push-outbox.ts';
import { readSettings } from './settings-service.ts';

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  title: string;
  text?: string;
  link?: string | null;
  userFromId?: number | null;
  pageId?: number | null;
  commentId?: number | null;
  contestId?: number | null;
  eventId?: number | null;
  communityId?: number | null;
  requestId?: number | null;
  inviteId?: number | null;
  badgeId?: number | null;
  withAction?: boolean;
  dedupeKey?: string;
  /** Likes: the item's key; a young unread row with this key absorbs the new one. */
  groupKey?: string;
  /** Builds the title for a group of `count` people (the newest first), e.g. 'Алиса и ещё 4 …'. */
  groupTitle?: (count: number) => string;
}

type Delivery = (db: Db, notificationId: number) => void;
const deliveries = new WeakMap<Db, Set<Delivery>>();

/** Registers a hook called after each new notification row (Web Push). Returns the unsubscribe. */
export function onNotificationCreated(db: Db, hook: Delivery): () => void {
  let set = deliveries.get(db);
  if (!set) deliveries.set(db, (set = new Set()));
  set.add(hook);
  return () => set.delete(hook);
}

/**
 * Whether the recipient exists and wants this kind (the actor is never told of their own act), and no
 * block stands either way between the recipient and the actor (the block rule, whatever the cause).
 */
async function wanted(db: Db, n: NewNotification): Promise<boolean> {
  if (n.userFromId !== undefined && n.userFromId === n.userId) return false;
  if (await blockBetween(db, n.userId, n.userFromId)) return false;
  const user = await one(db.select({ id: users.id }).from(users).where(eq(users.id, n.userId)));
  return user !== undefined && kindEnabled(await readSettings(db, n.userId), n.kind);
}

/** Attempts at claiming a young group before a new one starts (a concurrent writer took it each time). */
const GROUP_CLAIM_ATTEMPTS = 3;

/**
 * Takes the recipient's young unread row of this group off, answering its count (0 when there is
 * none). The delete is the claim: a row another writer absorbed or the user read meanwhile deletes
 * nothing, and the newest one is looked up again, so two likes never both count one group.
 */
async function claimYoungGroup(tx: Db, n: NewNotification, groupKey: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LIKE_GROUP_WINDOW_MS).toISOString();
  const young = and(
    eq(notifications.userId, n.userId),
    eq(notifications.groupKey, groupKey),
    eq(notifications.isRead, false),
    gte(notifications.createdAt, since),
  );
  for (let attempt = 0; attempt < GROUP_CLAIM_ATTEMPTS; attempt += 1) {
    const row = await one(
      tx.select({ id: notifications.id }).from(notifications).where(young).orderBy(desc(notifications.id)).limit(1),
    );
    if (!row) return 0;
    const taken = await one(
      tx
        .delete(notifications)
        .where(and(eq(notifications.id, row.id), young))
        .returning({ count: notifications.groupCount }),
    );
    if (taken) return taken.count;
  }
  return 0;
}

/**
 * Writes one notification unless the recipient switched its group off, is the actor, or already has
 * one with the same dedupe key. Returns the new row id, or null when nothing was written. The checks,
 * the group's claim and the insert are one transaction; the delivery hooks run after its commit.
 */
export async function notify(db: Db, n: NewNotification, now = new Date()): Promise<number | null> {
  const id = await db.transaction(
    async (tx) => {
      if (!(await wanted(tx, n))) return null;
      // The group moves to the top with a new id, so a polling panel sees a new newest id.
      const count = (n.groupKey ? await claimYoungGroup(tx, n, n.groupKey, now) : 0) + 1;
      const row = await one(
        tx
          .insert(notifications)
          .values({
            userId: n.userId,
            typeId: n.kind,
            title: n.groupTitle ? n.groupTitle(count) : n.title,
            text: n.text ?? '',
            link: n.link ?? null,
            userFromId: n.userFromId ?? null,
            pageId: n.pageId ?? null,
            commentId: n.commentId ?? null,
            contestId: n.contestId ?? null,
            eventId: n.eventId ?? null,
            communityId: n.communityId ?? null,
            requestId: n.requestId ?? null,
            inviteId: n.inviteId ?? null,
            badgeId: n.badgeId ?? null,
            withAction: n.withAction ?? false,
            groupKey: n.groupKey ?? null,
            groupCount: count,
            dedupeKey: n.dedupeKey ?? null,
            createdAt: now.toISOString(),
          })
          .onConflictDoNothing()
          .returning({ id: notifications.id }),
      );
      // Its push is queued with it: whichever node sends it, it is sent even if this one dies after the commit.
      if (row) await queuePush(tx, row.id, n.userId);
      return row?.id ?? null;
    },
    // Likes of one item by many people at once: each must see the group the one before it wrote, a
    // row no other writer touches (a snapshot would let both start a group), so they take turns.
    n.groupKey ? { lockKey: `notification-group:${n.userId}:${n.groupKey}` } : undefined,
  );
  // Inside a caller's transaction (a badge award) this waits for that one's commit.
  if (id !== null) await db.$afterCommit(() => deliver(db, id));
  return id;
}

function deliver(db: Db, id: number): void {
  for (const hook of deliveries.get(db) ?? []) hook(db, id);
}

/** The request or invitation was answered (anywhere): its notification keeps no buttons. */
export async function settleAction(db: Db, ref: { requestId?: number; inviteId?: number }): Promise<void> {
  const where =
    ref.requestId !== undefined
      ? eq(notifications.requestId, ref.requestId)
      : eq(notifications.inviteId, ref.inviteId!);
  await db
    .update(notifications)
    .set({ withAction: false })
    .where(and(where, eq(notifications.withAction, true)));
}
