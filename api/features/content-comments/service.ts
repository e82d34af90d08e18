// Comments on materials, news and events: the list (top-level newest first, paged, each with
// its replies oldest first), and adding one, as a reply one level deep when `parentId` is set.
// Text is stored as plain text. A blocked user cannot comment on the blocker's material or
// answer the blocker's comment. `clientKey` makes an offline comment count once when replayed.
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { comments, type CommentTarget } from '../../../db/schema/content.ts';
import { users } from '../../../db/schema/users.ts';
import { SOCIAL_DETAILS } from '../../../sync/rules/social.ts';
import { emitSocialEvent } from '../../lib/social-events.ts';
import { httpError } from '../../lib/http-error.ts';
import { plainText } from '../../lib/plain-text.ts';
import { reactionSummaries } from '../../lib/reaction-counts.ts';
import { blockedIdsOf, requireNoBlock } from '../../lib/user-blocks.ts';
import { commentBanUntil } from '../../lib/comment-bans.ts';
import type { SessionUser } from '../../lib/session-service.ts';
import { materialOwner, toReactionTarget, viewerFlags } from './access.ts';
import { nameViewerOf } from '../../lib/person-name.ts';
import { commentColumns, toWire, type CommentRow } from './wire.ts';

const selectComments = (db: Db) =>
  db.select(commentColumns).from(comments).innerJoin(users, eq(users.id, comments.userId));

const targetKey = (r: CommentRow) => `${r.targetType}:${r.targetId}`;

/** Shapes rows for one viewer: counts, own reaction, what they may do, folded if blocked. */
export async function shapeComments(db: Db, rows: CommentRow[], viewer: SessionUser | null) {
  if (!rows.length) return [];
  const counts = await reactionSummaries(
    db,
    'comment',
    rows.map((r) => r.id),
    viewer?.id ?? null,
  );
  const blocked = await blockedIdsOf(db, viewer?.id ?? null);
  const names = await nameViewerOf(db, viewer);
  const owners = new Map<string, number | null>();
  for (const r of rows) {
    const key = targetKey(r);
    if (!owners.has(key)) owners.set(key, await materialOwner(db, r.targetType as CommentTarget, r.targetId));
  }
  return rows.map((r) =>
    toWire(
      r,
      counts.get(r.id) ?? { likes: 0, dislikes: 0 },
      viewerFlags(r, viewer, owners.get(targetKey(r)) ?? null, blocked),
      names,
    ),
  );
}

export async function listComments(
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
  const top = await selectComments(db)
    .where(where)
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit)
    .offset(offset);
  const total =
    (
      await one(
        db
          .select({ n: sql<number>`count(*)` })
          .from(comments)
          .where(where),
      )
    )?.n ?? 0;
  const ids = top.map((r) => r.id);
  const replies = ids.length
    ? await selectComments(db)
        .where(and(inArray(comments.parentId, ids), isNull(comments.deletedAt)))
        .orderBy(asc(comments.createdAt), asc(comments.id))
    : [];
  const shaped = await shapeComments(db, [...top, ...replies], viewer);
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
async function rootOf(db: Db, target: CommentTarget, targetId: number, parentId: number) {
  const parent = await one(
    db
      .select({
        id: comments.id,
        parentId: comments.parentId,
        userId: comments.userId,
        targetType: comments.targetType,
        targetId: comments.targetId,
        deletedAt: comments.deletedAt,
      })
      .from(comments)
      .where(eq(comments.id, parentId)),
  );
  if (!parent || parent.deletedAt || parent.targetType !== target || parent.targetId !== targetId)
    throw httpError(404, 'Comment not found');
  const rootAuthorId = parent.parentId === null ? parent.userId : await commentAuthorId(db, parent.parentId);
  return { rootId: parent.parentId ?? parent.id, authorId: parent.userId, rootAuthorId };
}

async function commentAuthorId(db: Db, id: number): Promise<number | null> {
  return (await one(db.select({ userId: comments.userId }).from(comments).where(eq(comments.id, id))))?.userId ?? null;
}

/** The id of the user's comment made with this client_key, if any (a replayed offline comment). */
async function sameClientKey(db: Db, userId: number, clientKey: string | undefined) {
  if (!clientKey) return undefined;
  const row = await one(
    db
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.userId, userId), eq(comments.clientKey, clientKey))),
  );
  return row?.id;
}

/**
 * Adds the comment and answers it shaped for the viewer. The client_key lookup, the ban and
 * blocking checks and the insert are one transaction, so a replay racing the first call adds it once.
 */
export async function addComment(
  db: Db,
  target: CommentTarget,
  targetId: number,
  viewer: SessionUser,
  input: NewComment,
) {
  const id = await db.transaction(async (tx) => {
    const same = await sameClientKey(tx, viewer.id, input.clientKey);
    if (same !== undefined) return same;
    if (await commentBanUntil(tx, viewer.id)) throw httpError(403, COMMENTING_SUSPENDED);
    const text = plainText(input.text);
    if (!text) throw httpError(400, 'Comment is empty');
    const ownerId = await materialOwner(tx, target, targetId);
    const parent = input.parentId ? await rootOf(tx, target, targetId, input.parentId) : null;
    // The block rule over the whole thread: the material's owner, the top comment's and the replied one's authors.
    await requireNoBlock(
      tx,
      viewer.id,
      [ownerId, parent?.rootAuthorId, parent?.authorId],
      SOCIAL_DETAILS.commentBlocked,
    );
    const row = await one(
      tx
        .insert(comments)
        .values({
          targetType: target,
          targetId,
          userId: viewer.id,
          parentId: parent?.rootId ?? null,
          text,
          clientKey: input.clientKey ?? null,
        })
        .returning({ id: comments.id }),
    );
    if (!row) throw httpError(500, 'Comment was not saved');
    await emitSocialEvent(tx, 'comment.added', {
      userId: viewer.id,
      commentId: row.id,
      target: { type: toReactionTarget(target), id: targetId },
      parentId: parent?.rootId ?? null,
      ownerId,
    });
    return row.id;
  });
  const saved = await one(selectComments(db).where(eq(comments.id, id)));
  if (!saved) throw httpError(500, 'Comment was not saved');
  return (await shapeComments(db, [saved], viewer))[0]!;
}
