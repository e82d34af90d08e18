// /history: the signed-in user's browsing history (GET: newest 30 with titles; POST {type, id}:
// add one, the same service as the outbox mutation 'history-add').
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireUser } from '../../lib/require-user.ts';
import { validate } from '../../lib/validate.ts';
import { HISTORY_TYPES } from '../../../sync/mutations/history.ts';
import { addHistory, listHistory } from './service.ts';
import { historyDocs as d } from './openapi.ts';

const addInput = z.object({ type: z.enum(HISTORY_TYPES), id: z.number().int().positive() });

export function historyRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', d.list, async (c) => c.json(await listHistory(db, requireUser(c).id)))
    .post('/', d.add, validate('json', addInput), async (c) => {
      const user = requireUser(c);
      const body = c.req.valid('json');
      await addHistory(db, user.id, { type: body.type, id: body.id, at: new Date().toISOString() });
      return c.json(await listHistory(db, user.id), 201);
    });
}
