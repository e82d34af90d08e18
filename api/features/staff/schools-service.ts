// Staff work on schools (docs/schools.md): the list (unconfirmed ones a user typed first), adding a school,
// confirming or renaming one, and merging one into another with its users. Each write is one transaction with
// its audit row; users linked to a school follow its new name, so profiles show what staff decided.
import { and, asc, count, eq, like, sql } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { cities, regions, schools } from '../../../db/schema/accounts-geo.ts';
import { users } from '../../../db/schema/users.ts';
import { httpError } from '../../lib/http-error.ts';
import { recordStaffAction } from '../../lib/staff-audit.ts';
import { schoolSearch, searchKey } from '../../lib/school-key.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);

export async function listSchools(
  db: Db,
  q: { confirmed?: boolean; q?: string; city_id?: number; limit: number; offset: number },
) {
  const where = and(
    q.confirmed === undefined ? undefined : eq(schools.confirmed, q.confirmed),
    q.city_id ? eq(schools.cityId, q.city_id) : undefined,
    q.q ? sql`${like(schools.search, `%${escapeLike(searchKey(q.q))}%`)} ESCAPE '\\'` : undefined,
  );
  const userCount = db
    .select({ schoolId: users.schoolId, n: count().as('n') })
    .from(users)
    .groupBy(users.schoolId)
    .as('user_count');
  const rows = await db
    .select({
      id: schools.id,
      name: schools.name,
      short_name: schools.shortName,
      address: schools.address,
      registry_id: schools.registryId,
      confirmed: schools.confirmed,
      city: { id: cities.id, name: cities.name },
      region: { id: regions.id, name: regions.name },
      users: sql<number>`COALESCE(${userCount.n}, 0)`.mapWith(Number),
    })
    .from(schools)
    .innerJoin(cities, eq(cities.id, schools.cityId))
    .innerJoin(regions, eq(regions.id, cities.regionId))
    .leftJoin(userCount, eq(userCount.schoolId, schools.id))
    .where(where)
    .orderBy(asc(schools.confirmed), asc(schools.name), asc(schools.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = (await one(db.select({ n: count() }).from(schools).where(where)))?.n ?? 0;
  return { list: rows, total };
}

async function schoolById(tx: Db, id: number) {
  const row = await one(tx.select().from(schools).where(eq(schools.id, id)));
  if (!row) throw httpError(404, 'School not found');
  return row;
}

/** What users see of a school, and so what their work_or_school becomes. */
const label = (s: { name: string; shortName: string | null }) => s.shortName ?? s.name;

export async function addSchool(
  db: Db,
  staffId: number,
  input: { city_id: number; name: string; short_name?: string | null; address?: string | null },
): Promise<{ id: number }> {
  return await db.transaction(async (tx) => {
    if (!(await one(tx.select({ id: cities.id }).from(cities).where(eq(cities.id, input.city_id)))))
      throw httpError(400, 'Unknown city');
    const shortName = input.short_name || null;
    const row = await one(
      tx
        .insert(schools)
        .values({
          cityId: input.city_id,
          name: input.name,
          shortName,
          address: input.address || null,
          search: schoolSearch(input.name, shortName),
          confirmed: true,
        })
        .returning({ id: schools.id }),
    );
    if (!row) throw new Error('School not added');
    await recordStaffAction(tx, {
      staffId,
      action: 'school.add',
      target: { type: 'school', id: row.id },
      after: input,
    });
    return row;
  });
}

/** Confirms and/or renames a school; its users' work_or_school follows the new name. */
export async function editSchool(
  db: Db,
  staffId: number,
  id: number,
  input: { name?: string; short_name?: string | null; confirmed?: true },
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await schoolById(tx, id);
    const name = input.name ?? before.name;
    const shortName = input.short_name === undefined ? before.shortName : input.short_name || null;
    const after = {
      name,
      shortName,
      search: schoolSearch(name, shortName),
      confirmed: input.confirmed ?? before.confirmed,
    };
    await tx.update(schools).set(after).where(eq(schools.id, id));
    await tx
      .update(users)
      .set({ workOrSchool: label(after) })
      .where(eq(users.schoolId, id));
    await recordStaffAction(tx, { staffId, action: 'school.edit', target: { type: 'school', id }, before, after });
  });
}

/** Moves the users of school `id` to `intoId` (of the same town) and deletes `id`. */
export async function mergeSchool(db: Db, staffId: number, id: number, intoId: number): Promise<{ moved: number }> {
  if (id === intoId) throw httpError(400, 'Cannot merge a school into itself');
  return await db.transaction(async (tx) => {
    const source = await schoolById(tx, id);
    const target = await schoolById(tx, intoId);
    if (source.cityId !== target.cityId) throw httpError(400, 'Schools are in different cities');
    const moved = await tx
      .update(users)
      .set({ schoolId: target.id, workOrSchool: label(target) })
      .where(eq(users.schoolId, id))
      .returning({ id: users.id });
    await tx.delete(schools).where(eq(schools.id, id));
    await recordStaffAction(tx, {
      staffId,
      action: 'school.merge',
      target: { type: 'school', id },
      before: source,
      after: { into: target.id, users: moved.map((u) => u.id) },
    });
    return { moved: moved.length };
  });
}
