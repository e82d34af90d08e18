// Comments in sync: the 'comment-add' push handler, the same service as POST /{type}/{id}/add_comment.
// Its client_key makes the comment idempotent whatever path it took (the REST call or a replay).
import type { CommentTarget } from '../../../db/schema/content.ts';
import { findTarget } from '../../lib/content-targets.ts';
import { httpError } from '../../lib/http-error.ts';
import { sessionUserById } from '../../lib/session-service.ts';
import { defineHandler, defineSyncFeature } from '../../lib/sync-feature.ts';
import { addComment } from './service.ts';

const TARGET: Record<'post' | 'news' | 'event', CommentTarget> = { post: 'page', news: 'news', event: 'event' };

export const commentsSync = defineSyncFeature({
  name: 'content-comments',
  handlers: [
    // comment-add: never merged with another; the comment's id goes back to the device.
    defineHandler('comment-add', async ({ db, userId }, a) => {
      const viewer = await sessionUserById(db, userId);
      if (!viewer) throw httpError(401, 'Unauthorized');
      if (!(await findTarget(db, a.type, a.id))) throw httpError(404, 'Not found');
      const comment = await addComment(db, TARGET[a.type], a.id, viewer, {
        text: a.text,
        parentId: a.parent_id,
        clientKey: a.client_key,
      });
      return { id: comment.id };
    }),
  ],
});
