// Marks answers that carry the signed-in user's own progress (step states, attempts, verdicts)
// as private and not to be stored, so no shared cache keeps one pupil's answers for another.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';

export const privateWhenSignedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  // Set on the response itself: c.header() after the handler would rebuild the whole response.
  if (c.get('user')) c.res.headers.set('Cache-Control', 'private, no-store');
};
