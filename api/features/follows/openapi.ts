// OpenAPI descriptions of following (/user/{id}/follow, followers, following, relations).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { id, pageOf, timestamp } from '../../lib/openapi-shapes.ts';
import { userBrief } from '../../lib/openapi-social-shapes.ts';

const doc = describer('following');
const state = z.looseObject({ user_id: id, following: z.boolean(), followers_count: z.number().int() });
const people = pageOf(userBrief.extend({ since: timestamp }));

export const followDocs = {
  follow: doc('Follow a user', { ok: state, auth: 'user', errors: [403, 404] }),
  unfollow: doc('Stop following a user', { ok: state, auth: 'user', errors: [404] }),
  followers: doc("A user's followers, newest first", { ok: people, errors: [404] }),
  following: doc('Whom a user follows, newest first', { ok: people, errors: [404] }),
  relations: doc('Follower counts and the caller’s relation to a user', {
    ok: z.looseObject({
      user_id: id,
      followers_count: z.number().int(),
      following_count: z.number().int(),
      is_following: z.boolean(),
      is_blocked: z.boolean(),
      has_blocked_me: z.boolean(),
    }),
    errors: [404],
  }),
};
