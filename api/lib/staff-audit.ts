// The audit log of staff actions (table staff_audit): every staff write records who did what to
// which row, with the row's state before and after. Written in the same transaction as the change
// when the caller has one, so the log never claims a change that did not happen. The log names staff
// members by the privacy rule for its reader (person-name.ts).
import { and, desc, eq, sql } from 'drizzle-orm';
import { one, type Db } from '../../db/store.ts';
import { staffAudit } from '../../db/schema/staff.ts';
import { users } from '../../db/schema/users.ts';
import { personColumns, visibleName, type NameViewer } from './person-name.ts';

export interface StaffAction {
  staffId: number;
  action: string;
  target: { type: string; id: number | string };
  before?: unknown;
  after?: unknown;
}

export async function recordStaffAction(db: Db, a: StaffAction): Promise<void> {
  await db.insert(staffAudit).values({
    staffId: a.staffId,
    action: a.action,
    targetType: a.target.type,
    targetId: String(a.target.id),
    before: a.before ?? null,
    after: a.after ?? null,
  });
}

export async function listStaffActions(
  db: Db,
  q: { action?: string; staffId?: number; limit: number; offset: number },
  viewer: NameViewer,
) {
  const where = and(
    q.action ? eq(staffAudit.action, q.action) : undefined,
    q.staffId ? eq(staffAudit.staffId, q.staffId) : undefined,
  );
  const rows = await db
    .select({
      id: staffAudit.id,
      staff_id: staffAudit.staffId,
      staff: personColumns,
      action: staffAudit.action,
      target_type: staffAudit.targetType,
      target_id: staffAudit.targetId,
      before: staffAudit.before,
      after: staffAudit.after,
      created_at: staffAudit.createdAt,
    })
    .from(staffAudit)
    .leftJoin(users, eq(users.id, staffAudit.staffId))
    .where(where)
    .orderBy(desc(staffAudit.id))
    .limit(q.limit)
    .offset(q.offset);
  const list = rows.map(({ staff, ...r }) => ({
    ...r,
    staff_name: staff ? visibleName(viewer, staff) : '',
  }));
  const total = Number(
    (
      await one(
        db
          .select({ n: sql<number>`count(*)` })
          .from(staffAudit)
          .where(where),
      )
    )?.n ?? 0,
  );
  return { list, total };
}
