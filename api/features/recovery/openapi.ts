// OpenAPI descriptions of password recovery (routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { codeSent, signedIn, success } from '../../lib/openapi-shapes.ts';

const doc = describer('auth');
/** The phone comes as ?phone= / ?login= or in a JSON body. */
const phoneBody = z.object({ phone: z.string().max(254).optional(), login: z.string().max(254).optional() });
const phoneQuery = { phone: z.string().max(254).optional(), login: z.string().max(254).optional() };

export const recoveryDocs = {
  byPhone: doc('Send a recovery code to a known phone', {
    ok: codeSent,
    body: phoneBody,
    query: phoneQuery,
    errors: [400, 404, 424, 429, 502],
  }),
  byEmail: doc('Send a recovery code to a known e-mail', { ok: codeSent, errors: [400, 404, 424, 429, 502] }),
  sendCode: doc('Send a recovery code (phone in the body or the query)', {
    ok: codeSent,
    body: phoneBody,
    query: phoneQuery,
    errors: [400, 404, 424, 429, 502],
  }),
  checkCode: doc('Check a recovery code without spending it', { ok: success, errors: [400, 404, 424, 429] }),
  change: doc('Set a new password with the code; signs in', { ok: signedIn, errors: [400, 404, 424, 429] }),
};
