// POST /subscription/subscribe {"email"}: newsletter sign-up. A repeated address is
// answered 200 like the first one and stored once (unique index + do-nothing on conflict).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context.ts';
import { validate } from '../../lib/validate.ts';
import { subscribe } from './service.ts';
import { subscribeDoc } from './openapi.ts';

const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** Any bad or missing address answers exactly {"detail":"Invalid email"} (no field prefix). */
const subscribeInput = z.object({ email: z.unknown().optional() }).transform((body, ctx) => {
  const parsed = emailSchema.safeParse(body.email);
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: 'Invalid email' });
    return z.NEVER;
  }
  return { email: parsed.data };
});

export function subscriptionRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/subscribe', subscribeDoc, validate('json', subscribeInput), async (c) => {
    await subscribe(deps.db, c.req.valid('json').email);
    return c.json({ success: true });
  });
}
