// Complaints about comments, grouped by comment: the comment with its material and the comment it
// answers (the context), every complaint about it, and whether a moderator hid it. Hiding is a soft
// delete recorded in comment_hides, so only a hidden comment can be restored, with its text intact.
// People are named by the privacy rule for the staff member reading (api/lib/person-name.ts).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { one } from '../../../db/store.ts';
import { commentComplaints } from '../../../db/schema/comment-complaints.ts';
import { comments, news, pages } from '../../../db/schema/content.ts';
import { events } from '../../../db/schema/events.ts';
import { commentBans, commentHides } from '../../../db/schema/staff.ts';
import { users } from '../../../db/schema/users.ts';
import { httpError } from '../../lib/http-error.ts';
import { personColumns, visibleName, type NameViewer } from '../../lib/person-name.ts';
import { recordStaffAction } from '../../lib/staff-audit.ts';
import { nowIso, nowMs } from '../../lib/clock.ts';

export type ComplaintState = 'new' | 'accepted' | 'rejected';

async function material(db: Db, type: string, id: number): Promise<{ title: string; href: string } | null> {
  if (type === 'page') {
    const row = await one(db.select({ title: pages.title, slug: pages.slug }).from(pages).where(eq(pages.id, id)));
    return row ? { title: row.title, href: `/post/${row.slug}` } : null;
  }
  const table = type === 'news' ? news : events;
  const row = await one(db.select({ title: table.title }).from(table).where(eq(table.id, id)));
  return row ? { title: row.title, href: `/${type}/${id}` } : null;
}

async function commentBrief(db: Db, id: number) {
  return await one(
    db
      .select({
        id: comments.id,
        text: comments.text,
        targetType: comments.targetType,
        targetId: comments.targetId,
        parentId: comments.parentId,
        createdAt: comments.createdAt,
        deletedAt: comments.deletedAt,
        userId: comments.userId,
        author: personColumns,
        hiddenAt: commentHides.createdAt,
        bannedUntil: commentBans.until,
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .leftJoin(commentHides, eq(commentHides.commentId, comments.id))
      .leftJoin(commentBans, eq(commentBans.userId, comments.userId))
      .where(eq(comments.id, id)),
  );
}

/** Comments with complaints in `state`, the most recently complained about first. */
export async function listComplaints(db: Db, state: ComplaintState, limit: number, offset: number, viewer: NameViewer) {
  const groups = await db
    .select({ commentId: commentComplaints.commentId, last: sql<string>`max(${commentComplaints.createdAt})` })
    .from(commentComplaints)
    .where(eq(commentComplaints.status, state))
    .groupBy(commentComplaints.commentId)
    .orderBy(desc(sql`max(${commentComplaints.createdAt})`))
    .limit(limit)
    .offset(offset);
  const total =
    (
      await one(
        db
          .select({ n: sql<number>`count(distinct ${commentComplaints.commentId})` })
          .from(commentComplaints)
          .where(eq(commentComplaints.status, state)),
      )
    )?.n ?? 0;
  const ids = groups.map((g) => g.commentId);
  const complaints = ids.length
    ? await db
        .select({
          id: commentComplaints.id,
          commentId: commentComplaints.commentId,
          reason: commentComplaints.reason,
          text: commentComplaints.text,
          createdAt: commentComplaints.createdAt,
          userId: commentComplaints.userId,
          author: personColumns,
        })
        .from(commentComplaints)
        .innerJoin(users, eq(users.id, commentComplaints.userId))
        .where(and(inArray(commentComplaints.commentId, ids), eq(commentComplaints.status, state)))
        .orderBy(desc(commentComplaints.createdAt))
    : [];
  const list = [];
  for (const id of ids) {
    const c = await commentBrief(db, id);
    if (!c) continue;
    const parent = c.parentId ? await commentBrief(db, c.parentId) : undefined;
    list.push({
      comment: {
        id: c.id,
        text: c.text,
        created_at: c.createdAt,
        user: { id: c.userId, name: visibleName(viewer, c.author) },
        hidden: c.hiddenAt !== null,
        deleted: c.deletedAt !== null && c.hiddenAt === null,
        author_banned_until: c.bannedUntil && c.bannedUntil > nowIso() ? c.bannedUntil : null,
      },
      material: await material(db, c.targetType, c.targetId),
      parent: parent
        ? { id: parent.id, text: parent.text, user: { id: parent.userId, name: visibleName(viewer, parent.author) } }
        : null,
      complaints: complaints
        .filter((x) => x.commentId === id)
        .map((x) => ({
          id: x.id,
          reason: x.reason,
          text: x.text,
          created_at: x.createdAt,
          user: { id: x.userId, name: visibleName(viewer, x.author) },
        })),
    });
  }
  return { list, total };
}

async function existing(db: Db, commentId: number) {
  const c = await commentBrief(db, commentId);
  if (!c) throw httpError(404, 'Comment not found');
  return c;
}

async function closeComplaints(db: Db, commentId: number, status: 'accepted' | 'rejected') {
  await db
    .update(commentComplaints)
    .set({ status })
    .where(and(eq(commentComplaints.commentId, commentId), eq(commentComplaints.status, 'new')));
}

// Each decision reads the comment inside its transaction, so two moderators deciding at once see
// each other's result (one hide, not two) and the audit's `before` is the state it replaced.

/** Hides the comment (soft delete) and accepts its open complaints. */
export async function hideComment(db: Db, commentId: number, staffId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const c = await existing(tx, commentId);
    if (c.deletedAt && !c.hiddenAt) throw httpError(409, 'Comment already deleted');
    if (!c.hiddenAt) {
      await tx.update(comments).set({ deletedAt: new Date().toISOString() }).where(eq(comments.id, commentId));
      await tx.insert(commentHides).values({ commentId, hiddenBy: staffId });
    }
    await closeComplaints(tx, commentId, 'accepted');
    await recordStaffAction(tx, {
      staffId,
      action: 'comment.hide',
      target: { type: 'comment', id: commentId },
      before: { hidden: c.hiddenAt !== null },
      after: { hidden: true },
    });
  });
}

/** Shows a comment a moderator hid again. */
export async function restoreComment(db: Db, commentId: number, staffId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const c = await existing(tx, commentId);
    if (!c.hiddenAt) throw httpError(409, 'Comment is not hidden');
    await tx.update(comments).set({ deletedAt: null }).where(eq(comments.id, commentId));
    await tx.delete(commentHides).where(eq(commentHides.commentId, commentId));
    await recordStaffAction(tx, {
      staffId,
      action: 'comment.restore',
      target: { type: 'comment', id: commentId },
      before: { hidden: true },
      after: { hidden: false },
    });
  });
}

/** Rejects the comment's open complaints: the comment stays as it is. */
export async function dismissComplaints(db: Db, commentId: number, staffId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await existing(tx, commentId);
    await closeComplaints(tx, commentId, 'rejected');
    await recordStaffAction(tx, { staffId, action: 'complaint.dismiss', target: { type: 'comment', id: commentId } });
  });
}

/** Bans the comment's author from commenting for `days`; a later ban replaces an earlier one. */
export async function banCommentAuthor(db: Db, commentId: number, staffId: number, days: number, reason: string) {
  const until = new Date(nowMs() + days * 86_400_000).toISOString();
  return await db.transaction(async (tx) => {
    const c = await existing(tx, commentId);
    const before = await one(tx.select().from(commentBans).where(eq(commentBans.userId, c.userId)));
    await tx
      .insert(commentBans)
      .values({ userId: c.userId, until, reason, bannedBy: staffId })
      .onConflictDoUpdate({ target: commentBans.userId, set: { until, reason, bannedBy: staffId } });
    await recordStaffAction(tx, {
      staffId,
      action: 'user.comment_ban',
      target: { type: 'user', id: c.userId },
      before: before ? { until: before.until, reason: before.reason } : null,
      after: { until, reason, comment_id: commentId },
    });
    return { user_id: c.userId, until };
  });
}
