// Validators for Hono that answer 400 {"detail": ...} instead of the library's default shape,
// so malformed JSON and wrong types never reach a handler (and never become a 500). They are
// hono-openapi's validators, so every route's params, query and body also appear in the
// published OpenAPI document (api/lib/openapi-document.ts) without a second description.
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
// Installs our short messages as zod's global error map before any route parses a body.
import './zod-messages.ts';

function issuePath(issue: StandardSchemaV1.Issue): string {
  const keys = (issue.path ?? []).map((p) => (typeof p === 'object' ? p.key : p));
  return keys.length ? `${keys.map(String).join('.')}: ` : '';
}

export function validate<T extends StandardSchemaV1, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  // zod's messages are our own (zod-messages.ts); another library's (valibot's, for the sync envelopes shared with
  // the browser) describe its internals, so only the path of the first issue is kept from them.
  const ownMessages = schema['~standard'].vendor === 'zod';
  return validator(target, schema, (result, c) => {
    if (!result.success) {
      const issue = result.error[0];
      const message = ownMessages && issue ? issue.message : 'Invalid value';
      return c.json({ detail: issue ? `${issuePath(issue)}${message}` : 'Invalid input' }, 400);
    }
  });
}
