// The comment as the API answers it: one shape for lists, replies and single answers.
import { comments } from '../../../db/schema/content.ts';
import { users } from '../../../db/schema/users.ts';
import type { ReactionSummary } from '../../lib/reaction-counts.ts';
import { visibleName, type NameViewer } from '../../lib/person-name.ts';

export const commentColumns = {
  id: comments.id,
  targetType: comments.targetType,
  targetId: comments.targetId,
  parentId: comments.parentId,
  text: comments.text,
  createdAt: comments.createdAt,
  editedAt: comments.editedAt,
  deletedAt: comments.deletedAt,
  userId: comments.userId,
  userName: users.name,
  userLastName: users.lastName,
  userTypeId: users.typeId,
  userAvatar: users.avatar,
};

export type CommentRow = {
  id: number;
  targetType: string;
  targetId: number;
  parentId: number | null;
  text: string;
  createdAt: string;
  editedAt: string | null;
  deletedAt: string | null;
  userId: number;
  userName: string | null;
  userLastName: string | null;
  userTypeId: number | null;
  userAvatar: string | null;
};

/** What the viewer may do and sees about the author; computed by the service. */
export interface CommentViewerFlags {
  canEdit: boolean;
  canDelete: boolean;
  authorBlocked: boolean;
}

export function toWire(r: CommentRow, reactions: ReactionSummary, flags: CommentViewerFlags, names: NameViewer) {
  const deleted = r.deletedAt !== null;
  return {
    id: r.id,
    parent_id: r.parentId,
    text: deleted ? '' : r.text,
    created_at: r.createdAt,
    updated_at: r.editedAt ?? r.createdAt,
    is_edited: r.editedAt !== null,
    is_deleted: deleted,
    user: deleted
      ? { id: null, name: '', avatar: null }
      : {
          id: r.userId,
          name: visibleName(names, { id: r.userId, name: r.userName, lastName: r.userLastName, typeId: r.userTypeId }),
          avatar: r.userAvatar,
        },
    ...reactions,
    author_blocked: !deleted && flags.authorBlocked,
    can_edit: !deleted && flags.canEdit,
    can_delete: !deleted && flags.canDelete,
  };
}
