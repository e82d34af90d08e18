// The write step every authoring router repeats (courses, quizzes, events, news): the change and its
// audit row in one transaction, with the item's brief state read before and after inside it, so a
// request in between can neither slip in nor be misreported. It never answers the client itself.
import type { Db } from '../../../db/client.ts';
import { recordStaffAction } from '../../lib/staff-audit.ts';

export interface AuditedKind {
  /** The audit target type and the prefix of its actions: 'course' -> 'course.create'. */
  type: string;
  /** What the audit log keeps of the item (auditBrief of its row); may throw 404 where the item must exist. */
  brief: (tx: Db, id: number) => Promise<unknown>;
}

/** Audited writes of one kind of authored item. */
export function auditedWrites(db: Db, kind: AuditedKind) {
  const record = (tx: Db, staffId: number, action: string, id: number, before: unknown, after: unknown) =>
    recordStaffAction(tx, {
      staffId,
      action: `${kind.type}.${action}`,
      target: { type: kind.type, id },
      before,
      after,
    });

  return {
    /** Creates the item (`make` answers its id) and records `<type>.create`; answers the id. */
    create: (staffId: number, make: (tx: Db) => Promise<number>) =>
      db.transaction(async (tx) => {
        const id = await make(tx);
        await record(tx, staffId, 'create', id, null, await kind.brief(tx, id));
        return id;
      }),
    /**
     * Changes item `id` and records `<type>.<action>` with its brief state before and after; `extra` adds
     * what the change answered to the state after. Answers what `change` answered.
     */
    change: <T>(
      staffId: number,
      action: string,
      id: number,
      change: (tx: Db) => Promise<T>,
      extra?: (result: T) => object,
    ) =>
      db.transaction(async (tx) => {
        const before = await kind.brief(tx, id);
        const result = await change(tx);
        const after = await kind.brief(tx, id);
        await record(tx, staffId, action, id, before, extra ? { ...(after as object), ...extra(result) } : after);
        return result;
      }),
  };
}
