// Finding what a like, dislike or comment points at: whether it exists (published, not
// deleted) and whose content it is, for the blocking rule. News and events have no author.
import { and, eq, isNull } from 'drizzle-orm';
import { one, type Db } from '../../db/store.ts';
import { comments, news, pages } from '../../db/schema/content.ts';
import { events } from '../../db/schema/events.ts';
import type { ReactionTarget } from '../../db/schema/reactions.ts';

export interface TargetInfo {
  ownerId: number | null;
}

/** The target, or null when it does not exist or is not visible to everyone. */
export async function findTarget(db: Db, type: ReactionTarget, id: number): Promise<TargetInfo | null> {
  if (type === 'post') {
    const row = await one(
      db
        .select({ ownerId: pages.userId })
        .from(pages)
        .where(and(eq(pages.id, id), eq(pages.isPublished, true))),
    );
    return row ? { ownerId: row.ownerId } : null;
  }
  if (type === 'news') {
    const row = await one(
      db
        .select({ id: news.id })
        .from(news)
        .where(and(eq(news.id, id), eq(news.isPublished, true))),
    );
    return row ? { ownerId: null } : null;
  }
  if (type === 'event') {
    const row = await one(
      db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.id, id), eq(events.isPublished, true))),
    );
    return row ? { ownerId: null } : null;
  }
  const row = await one(
    db
      .select({ ownerId: comments.userId })
      .from(comments)
      .where(and(eq(comments.id, id), isNull(comments.deletedAt))),
  );
  return row ? { ownerId: row.ownerId } : null;
}
