// Changing one comment: the author edits the text; the author, the material's owner or staff
// delete it (soft: a deleted comment with replies shows as 'Комментарий удалён'); any signed-in
// user but the author complains once, with a reason, for the staff area to review.
import { and, eq, isNull } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { commentComplaints, type ComplaintReason } from '../../../db/schema/comment-complaints.ts';
import { comments, type CommentTarget } from '../../../db/schema/content.ts';
import { users } from '../../../db/schema/users.ts';
import { SOCIAL_DETAILS } from '../../../sync/rules/social.ts';
import { emitSocialEvent } from '../../lib/social-events.ts';
import { httpError } from '../../lib/http-error.ts';
import { plainText } from '../../lib/plain-text.ts';
import { recordStaffAction } from '../../lib/staff-audit.ts';
import type { SessionUser } from '../../lib/session-service.ts';
import { materialOwner, viewerFlags } from './access.ts';
import { shapeComments } from './service.ts';
import { commentColumns } from './wire.ts';

async function liveComment(db: Db, id: number) {
  const row = await one(
    db
      .select(commentColumns)
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(and(eq(comments.id, id), isNull(comments.deletedAt))),
  );
  if (!row) throw httpError(404, 'Comment not found');
  return row;
}

/** The author changes the text; the check and the update are one transaction (never a deleted comment). */
export async function editComment(db: Db, id: number, viewer: SessionUser, rawText: string) {
  await db.transaction(async (tx) => {
    const row = await liveComment(tx, id);
    if (row.userId !== viewer.id) throw httpError(403, 'Forbidden');
    const text = plainText(rawText);
    if (!text) throw httpError(400, 'Comment is empty');
    if (text === row.text) return;
    await tx.update(comments).set({ text, editedAt: new Date().toISOString() }).where(eq(comments.id, id));
    await emitSocialEvent(tx, 'comment.edited', { userId: viewer.id, commentId: id });
  });
  return (await shapeComments(db, [await liveComment(db, id)], viewer))[0];
}

/**
 * Soft delete by the author, the material's owner or staff; the check and the update are one transaction.
 * Staff deleting a comment that is neither theirs nor under their material record it in the staff audit log.
 */
export async function deleteComment(db: Db, id: number, viewer: SessionUser): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await liveComment(tx, id);
    const ownerId = await materialOwner(tx, row.targetType as CommentTarget, row.targetId);
    if (!viewerFlags(row, viewer, ownerId, new Set()).canDelete) throw httpError(403, 'Forbidden');
    await tx.update(comments).set({ deletedAt: new Date().toISOString() }).where(eq(comments.id, id));
    if (row.userId !== viewer.id && ownerId !== viewer.id)
      await recordStaffAction(tx, {
        staffId: viewer.id,
        action: 'comment.delete',
        target: { type: 'comment', id },
        before: { deleted: false, author_id: row.userId },
        after: { deleted: true },
      });
    await emitSocialEvent(tx, 'comment.deleted', { userId: viewer.id, commentId: id, authorId: row.userId });
  });
}

/** One complaint per user and comment: the insert (do nothing on a duplicate) is the check. */
export async function complainAboutComment(
  db: Db,
  id: number,
  viewer: SessionUser,
  reason: ComplaintReason,
  rawText: string,
): Promise<void> {
  const row = await liveComment(db, id);
  if (row.userId === viewer.id) throw httpError(400, 'You can not complain about your own comment');
  await db.transaction(async (tx) => {
    const saved = await one(
      tx
        .insert(commentComplaints)
        .values({ commentId: id, userId: viewer.id, reason, text: plainText(rawText) })
        .onConflictDoNothing()
        .returning({ id: commentComplaints.id }),
    );
    if (!saved) throw httpError(400, SOCIAL_DETAILS.complaintExists);
    await emitSocialEvent(tx, 'comment.reported', { userId: viewer.id, commentId: id, reason });
  });
}
