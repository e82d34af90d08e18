// Who may do what with a comment: the author edits; the author, the owner of the material or
// staff delete; a viewer who blocked the author sees the comment folded. Also maps the
// comments table's target names to the reaction and API names ('page' is 'post' on the wire).
import { eq } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { pages, type CommentTarget } from '../../../db/schema/content.ts';
import type { ReactionTarget } from '../../../db/schema/reactions.ts';
import type { SessionUser } from '../../lib/session-service.ts';
import type { CommentRow, CommentViewerFlags } from './wire.ts';

const MODERATOR_ROLES = ['admin', 'moderator', 'editor'];

const isModerator = (viewer: SessionUser | null) => !!viewer && viewer.roles.some((r) => MODERATOR_ROLES.includes(r));

export function toReactionTarget(target: CommentTarget): ReactionTarget {
  return target === 'page' ? 'post' : target;
}

/** The author of the commented material (only materials have one). */
export async function materialOwner(db: Db, target: CommentTarget, targetId: number): Promise<number | null> {
  if (target !== 'page') return null;
  return (await one(db.select({ userId: pages.userId }).from(pages).where(eq(pages.id, targetId))))?.userId ?? null;
}

export function viewerFlags(
  row: CommentRow,
  viewer: SessionUser | null,
  ownerId: number | null,
  blocked: Set<number>,
): CommentViewerFlags {
  const own = viewer?.id === row.userId;
  return {
    canEdit: own,
    canDelete: own || (viewer !== null && viewer.id === ownerId) || isModerator(viewer),
    authorBlocked: blocked.has(row.userId),
  };
}
