// Comments on materials, news and events: the list (top-level newest first, paged, each with
// its replies oldest first), and adding one, as a reply one level deep when `parentId` is set.
// Text is stored as plain text. A blocked user cannot comment on the blocker's material or
// answer the blocker's comment. `clientKey` makes an offline comment count once when replayed.
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { comments, type CommentTarget } from '../../../db/schema/content.ts';
import { users } from '../../../db/schema/users.ts';
import { SOCIAL_DETAILS } from '../../../sync/rules/social.ts';
import { emitSocialEvent } from '../../lib/social-events.ts';
import { httpError } from '../../lib/http-error.ts';
import { plainText } from '../../lib/plain-text.ts';
import { reactionSummaries } from '../../lib/reaction-counts.ts';
import { blockedIdsOf, isBlockedBy } from '../../lib/user-blocks.ts';
import { commentBanUntil } from '../../lib/comment-bans.ts';
import type { SessionUser } from '../../lib/session-service.ts';
import { materialOwner, toReactionTarget, viewerFlags } from './access.ts';
import { commentColumns, toWire, type CommentRow } from './wire.ts';

const selectComments = (db: Db) =>
  db.select(commentColumns).from(comments).innerJoin(users, eq(users.id, comments.userId));

/** Shapes rows for one viewer: counts, own reaction, what they may do, folded if blocked. */
export function shapeComments(db: Db, rows: CommentRow[], viewer: SessionUser | null) {
  if (!rows.length) return [];
  const counts = reactionSummaries(
    db,
    'comment',
    rows.map((r) => r.id),
    viewer?.id ?? null,
  );
  const blocked = blockedIdsOf(db, viewer?.id ?? null);
  const owners = new Map<string, number | null>();
  return rows.map((r) => {
    const key = `${r.targetType}:${r.targetId}`;
    if (!owners.has(key)) owners.set(key, materialOwner(db, r.targetType as CommentTarget, r.targetId));
    return toWire(
      r,
      counts.get(r.id) ?? { likes: 0, dislikes: 0 },
      viewerFlags(r, viewer, owners.get(key) ?? null, blocked),
    );
  });
}

export function listComments(
  db: Db,
  target: CommentTarget,
  targetId: number,
  limit: number,
  offset: number,
  viewer: SessionUser | null = null,
) {
  const liveReply = sql`exists (select 1 from ${comments} r where r.parent_id = ${comments.id} and r.deleted_at is null)`;
  const where = and(
    eq(comments.targetType, target),
    eq(comments.targetId, targetId),
    isNull(comments.parentId),
    or(isNull(comments.deletedAt), liveReply),
  );
  const top = selectComments(db)
    .where(where)
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit)
    .offset(offset)
    .all();
  const total =
    db
      .select({ n: sql<number>`count(*)` })
      .from(comments)
      .where(where)
      .get()?.n ?? 0;
  const ids = top.map((r) => r.id);
  const replies = ids.length
    ? selectComments(db)
        .where(and(inArray(comments.parentId, ids), isNull(comments.deletedAt)))
        .orderBy(asc(comments.createdAt), asc(comments.id))
        .all()
    : [];
  const shaped = shapeComments(db, [...top, ...replies], viewer);
  const byId = new Map(shaped.map((c) => [c.id, c]));
  const list = top.map((r) => {
    const own = shaped.filter((c) => c.parent_id === r.id);
    return { ...byId.get(r.id)!, replies: own, replies_count: own.length };
  });
  return { list, total };
}

/** A moderator banned the author from commenting for a while (docs/staff.md). */
const COMMENTING_SUSPENDED = 'Commenting suspended';

export interface NewComment {
  text: string;
  parentId?: number;
  clientKey?: string;
}

/** The replied-to comment's root (replies are one level deep), checked to be on the same target. */
function rootOf(db: Db, target: CommentTarget, targetId: number, parentId: number) {
  const parent = db
    .select({
      id: comments.id,
      parentId: comments.parentId,
      userId: comments.userId,
      targetType: comments.targetType,
      targetId: comments.targetId,
      deletedAt: comments.deletedAt,
    })
    .from(comments)
    .where(eq(comments.id, parentId))
    .get();
  if (!parent || parent.deletedAt || parent.targetType !== target || parent.targetId !== targetId)
    throw httpError(404, 'Comment not found');
  return { rootId: parent.parentId ?? parent.id, authorId: parent.userId };
}

export function addComment(db: Db, target: CommentTarget, targetId: number, viewer: SessionUser, input: NewComment) {
  if (input.clientKey) {
    const same = selectComments(db)
      .where(and(eq(comments.userId, viewer.id), eq(comments.clientKey, input.clientKey)))
      .get();
    if (same) return shapeComments(db, [same], viewer)[0]!;
  }
  if (commentBanUntil(db, viewer.id)) throw httpError(403, COMMENTING_SUSPENDED);
  const text = plainText(input.text);
  if (!text) throw httpError(400, 'Comment is empty');
  const ownerId = materialOwner(db, target, targetId);
  const parent = input.parentId ? rootOf(db, target, targetId, input.parentId) : null;
  if (isBlockedBy(db, ownerId, viewer.id) || (parent && isBlockedBy(db, parent.authorId, viewer.id)))
    throw httpError(403, SOCIAL_DETAILS.commentBlocked);
  const row = db
    .insert(comments)
    .values({
      targetType: target,
      targetId,
      userId: viewer.id,
      parentId: parent?.rootId ?? null,
      text,
      clientKey: input.clientKey ?? null,
    })
    .returning({ id: comments.id })
    .get();
  emitSocialEvent(db, 'comment.added', {
    userId: viewer.id,
    commentId: row.id,
    target: { type: toReactionTarget(target), id: targetId },
    parentId: parent?.rootId ?? null,
    ownerId,
  });
  const saved = selectComments(db).where(eq(comments.id, row.id)).get();
  if (!saved) throw httpError(500, 'Comment was not saved');
  return shapeComments(db, [saved], viewer)[0]!;
}
