// Comments on pages, news and events: read newest first, add as the signed-in user.
// The text is sanitised HTML; an empty text after sanitising is refused.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { comments, type CommentTarget } from '../../../db/schema/content.ts';
import { users } from '../../../db/schema/users.ts';
import { httpError } from '../../lib/http-error.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { authorName } from '../../lib/cards.ts';

const selectComment = {
  id: comments.id,
  text: comments.text,
  createdAt: comments.createdAt,
  userId: users.id,
  userName: users.name,
  userLastName: users.lastName,
  userAvatar: users.avatar,
};

type CommentRow = { id: number; text: string; createdAt: string; userId: number | null; userName: string | null; userLastName: string | null; userAvatar: string | null };

const toWire = (r: CommentRow) => ({ id: r.id, text: r.text, created_at: r.createdAt, user: { id: r.userId, name: authorName(r.userName, r.userLastName), avatar: r.userAvatar } });

export function listComments(db: Db, target: CommentTarget, targetId: number, limit: number, offset: number) {
  const where = and(eq(comments.targetType, target), eq(comments.targetId, targetId));
  const rows = db.select(selectComment).from(comments).leftJoin(users, eq(users.id, comments.userId)).where(where).orderBy(desc(comments.createdAt), desc(comments.id)).limit(limit).offset(offset).all();
  const total = db.select({ n: sql<number>`count(*)` }).from(comments).where(where).get()?.n ?? 0;
  return { list: rows.map(toWire), total };
}

export function addComment(db: Db, target: CommentTarget, targetId: number, userId: number, text: string) {
  const clean = sanitizeHtml(text).trim();
  if (!clean) throw httpError(400, 'Comment is empty');
  const row = db.insert(comments).values({ targetType: target, targetId, userId, text: clean }).returning({ id: comments.id }).get();
  const saved = db.select(selectComment).from(comments).leftJoin(users, eq(users.id, comments.userId)).where(eq(comments.id, row.id)).get();
  if (!saved) throw httpError(500, 'Comment was not saved');
  return toWire(saved);
}
