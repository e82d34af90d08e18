// The one writer of notifications: checks the recipient's settings, keeps timed producers
// idempotent (dedupe key), groups likes of one item, and tells the delivery hooks (Web Push).
// Producers call only `notify`; it never throws into the write that caused it.
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { users } from '../../../db/schema/users.ts';
import { kindEnabled, LIKE_GROUP_WINDOW_MS, type NotificationKind } from '../../../sync/rules/notifications.ts';
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

function exists(db: Db, userId: number): boolean {
  return db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get() !== undefined;
}

/**
 * Writes one notification unless the recipient switched its group off, is the actor, or already has
 * one with the same dedupe key. Returns the new row id, or null when nothing was written.
 */
export function notify(db: Db, n: NewNotification, now = new Date()): number | null {
  if (n.userFromId !== undefined && n.userFromId === n.userId) return null;
  if (!exists(db, n.userId)) return null;
  if (!kindEnabled(readSettings(db, n.userId), n.kind)) return null;
  const id = db.transaction((tx) => {
    let count = 1;
    if (n.groupKey) {
      const since = new Date(now.getTime() - LIKE_GROUP_WINDOW_MS).toISOString();
      const young = tx
        .select({ id: notifications.id, count: notifications.groupCount })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, n.userId),
            eq(notifications.groupKey, n.groupKey),
            eq(notifications.isRead, false),
            gte(notifications.createdAt, since),
          ),
        )
        .orderBy(desc(notifications.id))
        .get();
      // The group moves to the top with a new id, so a polling panel sees a new newest id.
      if (young) {
        count = young.count + 1;
        tx.delete(notifications).where(eq(notifications.id, young.id)).run();
      }
    }
    const row = tx
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
      .returning({ id: notifications.id })
      .get();
    return row?.id ?? null;
  });
  if (id !== null) for (const hook of deliveries.get(db) ?? []) hook(db, id);
  return id;
}

/** The request or invitation was answered (anywhere): its notification keeps no buttons. */
export function settleAction(db: Db, ref: { requestId?: number; inviteId?: number }): void {
  const where =
    ref.requestId !== undefined
      ? eq(notifications.requestId, ref.requestId)
      : eq(notifications.inviteId, ref.inviteId!);
  db.update(notifications)
    .set({ withAction: false })
    .where(and(where, eq(notifications.withAction, true)))
    .run();
}
