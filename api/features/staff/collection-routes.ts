// One router shape for the site's small editable lists (projects, static pages, FAQ, the feedback
// form's fields): list, create, replace, delete. Each write runs in one transaction with its audit
// row (before and after); a unique value taken twice answers 409 with the list's own Russian text.
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { staffArea, type StaffArea } from '../../lib/staff-access.ts';
import { recordStaffAction } from '../../lib/staff-audit.ts';
import { validate } from '../../lib/validate.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

export interface CollectionDocs {
  list: MiddlewareHandler;
  create: MiddlewareHandler;
  update: MiddlewareHandler;
  remove: MiddlewareHandler;
}

export interface Collection<S extends z.ZodType, V> {
  /** The audit log's target type and action prefix: 'project' -> project.create. */
  name: string;
  area: StaffArea;
  input: S;
  docs: CollectionDocs;
  /** The 404 detail. */
  missing: string;
  /** The 409 detail when a unique value (path, slug, code, question) is taken. */
  taken: string;
  list: (db: Db) => Promise<V[]>;
  get: (db: Db, id: number) => Promise<V | undefined>;
  create: (db: Db, input: z.output<S>) => Promise<number>;
  update: (db: Db, id: number, input: z.output<S>) => Promise<void>;
  remove: (db: Db, id: number) => Promise<void>;
}

const idParam = z.object({ id: z.coerce.number().int().positive() });

export function collectionRoutes<S extends z.ZodType, V>({ db }: AppDeps, col: Collection<S, V>) {
  // The row read before, the change, the row read after and the audit row are one transaction,
  // so the audit never records a state another request changed in between.
  const write = async <T>(staffId: number, action: string, id: number | null, change: (tx: Db) => Promise<T>) => {
    try {
      return await db.transaction(async (tx) => {
        const before = id === null ? null : ((await col.get(tx, id)) ?? null);
        if (id !== null && !before) throw httpError(404, col.missing);
        const result = await change(tx);
        const targetId = id ?? (result as number);
        const after = action === 'delete' ? null : ((await col.get(tx, targetId)) ?? null);
        await recordStaffAction(tx, {
          staffId,
          action: `${col.name}.${action}`,
          target: { type: col.name, id: targetId },
          before,
          after,
        });
        return result;
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw httpError(409, col.taken);
      throw e;
    }
  };
  return new Hono<AppEnv>()
    .use('*', staffArea(col.area))
    .get('/', col.docs.list, async (c) => c.json({ list: await col.list(db) }))
    .post('/', col.docs.create, validate('json', col.input), async (c) => {
      const input = c.req.valid('json') as z.output<S>;
      const id = await write(requireUser(c).id, 'create', null, (tx) => col.create(tx, input));
      return c.json(await col.get(db, id), 201);
    })
    .put('/:id{[0-9]+}', col.docs.update, validate('param', idParam), validate('json', col.input), async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json') as z.output<S>;
      await write(requireUser(c).id, 'update', id, (tx) => col.update(tx, id, input));
      return c.json(await col.get(db, id));
    })
    .delete('/:id{[0-9]+}', col.docs.remove, validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      await write(requireUser(c).id, 'delete', id, (tx) => col.remove(tx, id));
      return c.json({ success: true as const });
    });
}
