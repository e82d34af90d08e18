// Gifts are switched off by the spec: every method on /gifts and below answers 403.
import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';

export function giftRoutes() {
  return new Hono<AppEnv>().all('*', () => {
    throw httpError(403, 'Gifts functionality is disabled');
  });
}
