// zod validators for Hono that answer 400 {"detail": ...} instead of Hono's default shape,
// so malformed JSON and wrong types never reach a handler (and never become a 500). The
// detail is our own short text ('name: Too short'), never zod's internals such as a pattern.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType, z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/** zod's per-parse error map: used only where a schema gave no message of its own. */
export function shortMessage(issue: Issue): string {
  const origin = 'origin' in issue ? issue.origin : undefined;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Required' : 'Invalid type';
    case 'too_small':
      return origin === 'string' ? 'Too short' : origin === 'array' ? 'Too few items' : 'Too small';
    case 'too_big':
      return origin === 'string' ? 'Too long' : origin === 'array' ? 'Too many items' : 'Too large';
    case 'invalid_format':
      return 'Invalid format';
    case 'invalid_value':
      return 'Invalid value';
    case 'unrecognized_keys':
      return 'Unknown field';
    default:
      return 'Invalid input';
  }
}

/** The first issue as '<path>: <message>' (or the message alone at the top level). */
export function detailOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.map(String).join('.')}: ` : '';
  return `${where}${issue?.message ?? 'Invalid input'}`;
}

/** Parses with our short messages; for bodies checked outside a Hono validator. */
export function safeParseShort<T extends ZodType>(schema: T, value: unknown) {
  return schema.safeParse(value, { error: shortMessage });
}

export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(
    target,
    schema,
    (result, c) => {
      if (!result.success) return c.json({ detail: detailOf(result.error) }, 400);
    },
    // The library types the result through a conditional type that stays unresolved for a
    // generic schema; the value is exactly what safeParseAsync would give without options.
    { validationFunction: (s, value) => s.safeParseAsync(value, { error: shortMessage }) as never },
  );
}
