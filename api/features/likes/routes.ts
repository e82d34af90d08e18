// POST, DELETE /like and /dislike with {"type", "id"} for materials ('post'), news, events and
// comments, answering {"liked", "disliked", "likes", "dislikes"}; POST /like/feedback stores the
// optional answer of the popup that follows a like or dislike. Signed-in only.
import { Hono } from 'hono';
import { z } from 'zod';
import { REACTION_TARGETS } from '../../../db/schema/reactions.ts';
import { DISLIKE_FEEDBACK_REASONS, FEEDBACK_TEXT_MAX, LIKE_FEEDBACK_REASONS } from '../../../sync/rules/social.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireUser } from '../../lib/require-user.ts';
import { rowId } from '../../lib/query-params.ts';
import { validate } from '../../lib/validate.ts';
import { saveFeedback } from './feedback-service.ts';
import { setReaction, type ReactionKind } from './service.ts';
import { likeDocs as d } from './openapi.ts';

const reactionRef = z.object({
  type: z.enum(REACTION_TARGETS),
  id: rowId,
});
const reasonCodes = [...Object.keys(LIKE_FEEDBACK_REASONS), ...Object.keys(DISLIKE_FEEDBACK_REASONS)] as [
  string,
  ...string[],
];
const feedbackInput = reactionRef.extend({
  kind: z.enum(['like', 'dislike']),
  reasons: z.array(z.enum(reasonCodes)).max(reasonCodes.length).default([]),
  text: z.string().max(FEEDBACK_TEXT_MAX).default(''),
});

/** The router of one kind: set and remove. */
function reactionRouter(deps: AppDeps, kind: ReactionKind) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      requireUser(c);
      await next();
    })
    .post('/', d.add, validate('json', reactionRef), async (c) =>
      c.json(await setReaction(deps.db, requireUser(c).id, c.req.valid('json'), kind, true)),
    )
    .delete('/', d.remove, validate('json', reactionRef), async (c) =>
      c.json(await setReaction(deps.db, requireUser(c).id, c.req.valid('json'), kind, false)),
    );
}

/** Mounted at /dislike. */
export const dislikeRoutes = (deps: AppDeps) => reactionRouter(deps, 'dislike');

/** Mounted at /like: also the popup's feedback (chained, so its type reaches the web). */
export function likeRoutes(deps: AppDeps) {
  return reactionRouter(deps, 'like').post('/feedback', d.feedback, validate('json', feedbackInput), async (c) => {
    const user = requireUser(c);
    const body = c.req.valid('json');
    await saveFeedback(deps.db, user.id, { type: body.type, id: body.id }, body.kind, body.reasons, body.text);
    return c.json({ ok: true }, 201);
  });
}
