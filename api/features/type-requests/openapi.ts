// OpenAPI descriptions of the staff routes for publishing-right requests (routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { id, listOf, success, text, timestamp } from '../../lib/openapi-shapes.ts';

const doc = describer('staff');
const request = z.looseObject({
  id,
  user_id: id,
  name: text,
  last_name: text,
  type_id: id,
  state: text,
  created_at: timestamp,
});

export const typeRequestDocs = {
  list: doc('Requests to become a blogger or scientist (admin, moderator)', {
    ok: listOf(request),
    auth: 'user',
    errors: [403],
  }),
  approve: doc('Approve a request: the user type changes', { ok: success, auth: 'user', errors: [403, 404, 409] }),
  reject: doc('Reject a request: the user type stays', { ok: success, auth: 'user', errors: [403, 404, 409] }),
};
