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
  list: (db: Db) => V[];
  get: (db: Db, id: number) => V | undefined;
  create: (db: Db, input: z.output<S>) => number;
  update: (db: Db, id: number, input: z.output<S>) => void;
  remove: (db: Db, id: number) => void;
}

const idParam = z.object({ id: z.coerce.number().int().positive() });

function isUniqueViolation(e: unknown): boolean {
  return e instanceof Error && 'code' in e && String(e.code).startsWith('SQLITE_CONSTRAINT_UNIQUE');
}

export function collectionRoutes<S extends z.ZodType, V>({ db }: AppDeps, col: Collection<S, V>) {
  const write = <T>(staffId: number, action: string, id: number | null, change: () => T): T => {
    try {
      return db.transaction(() => {
        const before = id === null ? null : (col.get(db, id) ?? null);
        if (id !== null && !before) throw httpError(404, col.missing);
        const result = change();
        const targetId = id ?? (result as number);
        const after = action === 'delete' ? null : (col.get(db, targetId) ?? null);
        recordStaffAction(db, {
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
    .get('/', col.docs.list, (c) => c.json({ list: col.list(db) }))
    .post('/', col.docs.create, validate('json', col.input), (c) => {
      const input = c.req.valid('json') as z.output<S>;
      const id = write(requireUser(c).id, 'create', null, () => col.create(db, input));
      return c.json(col.get(db, id), 201);
    })
    .put('/:id{[0-9]+}', col.docs.update, validate('param', idParam), validate('json', col.input), (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json') as z.output<S>;
      write(requireUser(c).id, 'update', id, () => col.update(db, id, input));
      return c.json(col.get(db, id));
    })
    .delete('/:id{[0-9]+}', col.docs.remove, validate('param', idParam), (c) => {
      const { id } = c.req.valid('param');
      write(requireUser(c).id, 'delete', id, () => col.remove(db, id));
      return c.json({ success: true as const });
    });
}
