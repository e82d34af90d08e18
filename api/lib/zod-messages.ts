// Our own short validation messages ('name: Too short'), never zod's internals such as a whole
// regular expression. Set as zod's global error map, which is used only where a schema gave no
// message of its own, so the route validators (hono-openapi's, through Standard Schema, where
// no per-parse map can be passed) answer with them too.
import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

function shortMessage(issue: Issue): string {
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

z.config({ customError: shortMessage });

/** The first issue as '<path>: <message>' (or the message alone at the top level). */
export function detailOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.map(String).join('.')}: ` : '';
  return `${where}${issue?.message ?? 'Invalid input'}`;
}

/** Parses with our short messages; for bodies checked outside a Hono validator. */
export function safeParseShort<T extends z.ZodType>(schema: T, value: unknown) {
  return schema.safeParse(value, { error: shortMessage });
}
