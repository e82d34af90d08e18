// Complaints about comments, grouped by comment: the comment with its material and the comment it
// answers (the context), every complaint about it, and whether a moderator hid it. Hiding is a soft
// delete recorded in comment_hides, so only a hidden comment can be restored, with its text intact.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { commentComplaints } from '../../../db/schema/comment-complaints.ts';
import { comments, news, pages } from '../../../db/schema/content.ts';
import { events } from '../../../db/schema/events.ts';
import { commentBans, commentHides } from '../../../db/schema/staff.ts';
import { users } from '../../../db/schema/users.ts';
import { httpError } from '../../lib/http-error.ts';
import { recordStaffAction } from '../../lib/staff-audit.ts';

export type ComplaintState = 'new' | 'accepted' | 'rejected';
const fullName = sql<string>`trim(${users.name} || ' ' || ${users.lastName})`;

function material(db: Db, type: string, id: number): { title: string; href: string } | null {
  if (type === 'page') {
    const row = db.select({ title: pages.title, slug: pages.slug }).from(pages).where(eq(pages.id, id)).get();
    return row ? { title: row.title, href: `/post/${row.slug}` } : null;
  }
  const table = type === 'news' ? news : events;
  const row = db.select({ title: table.title }).from(table).where(eq(table.id, id)).get();
  return row ? { title: row.title, href: `/${type}/${id}` } : null;
}

function commentBrief(db: Db, id: number) {
  return db
    .select({
      id: comments.id,
      text: comments.text,
      targetType: comments.targetType,
      targetId: comments.targetId,
      parentId: comments.parentId,
      createdAt: comments.createdAt,
      deletedAt: comments.deletedAt,
      userId: comments.userId,
      userName: fullName,
      hiddenAt: commentHides.createdAt,
      bannedUntil: commentBans.until,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(commentHides, eq(commentHides.commentId, comments.id))
    .leftJoin(commentBans, eq(commentBans.userId, comments.userId))
    .where(eq(comments.id, id))
    .get();
}

/** Comments with complaints in `state`, the most recently complained about first. */
export function listComplaints(db: Db, state: ComplaintState, limit: number, offset: number) {
  const groups = db
    .select({ commentId: commentComplaints.commentId, last: sql<string>`max(${commentComplaints.createdAt})` })
    .from(commentComplaints)
    .where(eq(commentComplaints.status, state))
    .groupBy(commentComplaints.commentId)
    .orderBy(desc(sql`max(${commentComplaints.createdAt})`))
    .limit(limit)
    .offset(offset)
    .all();
  const total =
    db
      .select({ n: sql<number>`count(distinct ${commentComplaints.commentId})` })
      .from(commentComplaints)
      .where(eq(commentComplaints.status, state))
      .get()?.n ?? 0;
  const ids = groups.map((g) => g.commentId);
  const complaints = ids.length
    ? db
        .select({
          id: commentComplaints.id,
          commentId: commentComplaints.commentId,
          reason: commentComplaints.reason,
          text: commentComplaints.text,
          createdAt: commentComplaints.createdAt,
          userId: commentComplaints.userId,
          userName: fullName,
        })
        .from(commentComplaints)
        .innerJoin(users, eq(users.id, commentComplaints.userId))
        .where(and(inArray(commentComplaints.commentId, ids), eq(commentComplaints.status, state)))
        .orderBy(desc(commentComplaints.createdAt))
        .all()
    : [];
  const list = ids.flatMap((id) => {
    const c = commentBrief(db, id);
    if (!c) return [];
    const parent = c.parentId ? commentBrief(db, c.parentId) : undefined;
    return [
      {
        comment: {
          id: c.id,
          text: c.text,
          created_at: c.createdAt,
          user: { id: c.userId, name: c.userName },
          hidden: c.hiddenAt !== null,
          deleted: c.deletedAt !== null && c.hiddenAt === null,
          author_banned_until: c.bannedUntil && c.bannedUntil > new Date().toISOString() ? c.bannedUntil : null,
        },
        material: material(db, c.targetType, c.targetId),
        parent: parent
          ? { id: parent.id, text: parent.text, user: { id: parent.userId, name: parent.userName } }
          : null,
        complaints: complaints
          .filter((x) => x.commentId === id)
          .map((x) => ({
            id: x.id,
            reason: x.reason,
            text: x.text,
            created_at: x.createdAt,
            user: { id: x.userId, name: x.userName },
          })),
      },
    ];
  });
  return { list, total };
}

function existing(db: Db, commentId: number) {
  const c = commentBrief(db, commentId);
  if (!c) throw httpError(404, 'Comment not found');
  return c;
}

function closeComplaints(db: Db, commentId: number, status: 'accepted' | 'rejected') {
  db.update(commentComplaints)
    .set({ status })
    .where(and(eq(commentComplaints.commentId, commentId), eq(commentComplaints.status, 'new')))
    .run();
}

/** Hides the comment (soft delete) and accepts its open complaints. */
export function hideComment(db: Db, commentId: number, staffId: number): void {
  const c = existing(db, commentId);
  if (c.deletedAt && !c.hiddenAt) throw httpError(409, 'Comment already deleted');
  db.transaction((tx) => {
    if (!c.hiddenAt) {
      tx.update(comments).set({ deletedAt: new Date().toISOString() }).where(eq(comments.id, commentId)).run();
      tx.insert(commentHides).values({ commentId, hiddenBy: staffId }).run();
    }
    closeComplaints(tx, commentId, 'accepted');
    recordStaffAction(tx, {
      staffId,
      action: 'comment.hide',
      target: { type: 'comment', id: commentId },
      before: { hidden: c.hiddenAt !== null },
      after: { hidden: true },
    });
  });
}

/** Shows a comment a moderator hid again. */
export function restoreComment(db: Db, commentId: number, staffId: number): void {
  const c = existing(db, commentId);
  if (!c.hiddenAt) throw httpError(409, 'Comment is not hidden');
  db.transaction((tx) => {
    tx.update(comments).set({ deletedAt: null }).where(eq(comments.id, commentId)).run();
    tx.delete(commentHides).where(eq(commentHides.commentId, commentId)).run();
    recordStaffAction(tx, {
      staffId,
      action: 'comment.restore',
      target: { type: 'comment', id: commentId },
      before: { hidden: true },
      after: { hidden: false },
    });
  });
}

/** Rejects the comment's open complaints: the comment stays as it is. */
export function dismissComplaints(db: Db, commentId: number, staffId: number): void {
  existing(db, commentId);
  db.transaction((tx) => {
    closeComplaints(tx, commentId, 'rejected');
    recordStaffAction(tx, { staffId, action: 'complaint.dismiss', target: { type: 'comment', id: commentId } });
  });
}

/** Bans the comment's author from commenting for `days`; a later ban replaces an earlier one. */
export function banCommentAuthor(db: Db, commentId: number, staffId: number, days: number, reason: string) {
  const c = existing(db, commentId);
  const until = new Date(Date.now() + days * 86_400_000).toISOString();
  db.transaction((tx) => {
    const before = tx.select().from(commentBans).where(eq(commentBans.userId, c.userId)).get();
    tx.insert(commentBans)
      .values({ userId: c.userId, until, reason, bannedBy: staffId })
      .onConflictDoUpdate({ target: commentBans.userId, set: { until, reason, bannedBy: staffId } })
      .run();
    recordStaffAction(tx, {
      staffId,
      action: 'user.comment_ban',
      target: { type: 'user', id: c.userId },
      before: before ? { until: before.until, reason: before.reason } : null,
      after: { until, reason, comment_id: commentId },
    });
  });
  return { user_id: c.userId, until };
}
