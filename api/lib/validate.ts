// zod validators for Hono that answer 400 {"detail": ...} instead of Hono's default shape,
// so malformed JSON and wrong types never reach a handler (and never become a 500).
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';

export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      return c.json({ detail: `${where}${issue?.message ?? 'Invalid input'}` }, 400);
    }
  });
}
