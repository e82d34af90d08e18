// OpenAPI descriptions of /user/blocked and /user/unblocked.
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { id, pageOf, timestamp } from '../../lib/openapi-shapes.ts';
import { userBrief } from '../../lib/openapi-social-shapes.ts';

const doc = describer('blocking');
const state = z.looseObject({ user_id: id, blocked: z.boolean() });

export const blockingDocs = {
  list: doc('Whom the caller blocked', { ok: pageOf(userBrief.extend({ blocked_at: timestamp })), auth: 'user' }),
  block: doc('Block a user', { ok: state, auth: 'user', errors: [404] }),
  unblock: doc('Unblock a user', { ok: state, auth: 'user', errors: [404] }),
};
