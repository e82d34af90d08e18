// Finding what a like, dislike or comment points at: whether it exists (published, not
// deleted) and whose content it is, for the blocking rule. News and events have no author.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { comments, news, pages } from '../../db/schema/content.ts';
import { events } from '../../db/schema/events.ts';
import type { ReactionTarget } from '../../db/schema/reactions.ts';

export interface TargetInfo {
  ownerId: number | null;
}

/** The target, or null when it does not exist or is not visible to everyone. */
export function findTarget(db: Db, type: ReactionTarget, id: number): TargetInfo | null {
  if (type === 'post') {
    const row = db
      .select({ ownerId: pages.userId })
      .from(pages)
      .where(and(eq(pages.id, id), eq(pages.isPublished, true)))
      .get();
    return row ? { ownerId: row.ownerId } : null;
  }
  if (type === 'news')
    return db
      .select({ id: news.id })
      .from(news)
      .where(and(eq(news.id, id), eq(news.isPublished, true)))
      .get()
      ? { ownerId: null }
      : null;
  if (type === 'event')
    return db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, id), eq(events.isPublished, true)))
      .get()
      ? { ownerId: null }
      : null;
  const row = db
    .select({ ownerId: comments.userId })
    .from(comments)
    .where(and(eq(comments.id, id), isNull(comments.deletedAt)))
    .get();
  return row ? { ownerId: row.ownerId } : null;
}
