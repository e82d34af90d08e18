// Which school a user's "work or school" text names. The profile keeps the text as typed (the spec's
// work_or_school); when it names a school of the user's town, the user is linked to it (users.school_id), and
// when the user says the school is missing from the list ('Моей школы нет в списке'), the text becomes an
// unconfirmed school that staff confirm, rename or merge (api/features/staff/schools-routes.ts). Never creates one otherwise: the
// field also holds workplaces and universities.
import { and, eq, like } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { schools } from '../../../db/schema/accounts-geo.ts';
import { httpError } from '../../lib/http-error.ts';
import { searchKey } from '../../lib/school-key.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);

/** The school of `cityId` whose full or short name is `text` (a confirmed one first), or null. */
async function namedSchool(tx: Db, cityId: number, text: string): Promise<number | null> {
  const key = searchKey(text);
  const candidates = await tx
    .select({ id: schools.id, name: schools.name, shortName: schools.shortName, confirmed: schools.confirmed })
    .from(schools)
    .where(and(eq(schools.cityId, cityId), like(schools.search, `%${escapeLike(key)}%`)))
    .orderBy(schools.id)
    .limit(50);
  const same = candidates.filter((s) => searchKey(s.name) === key || searchKey(s.shortName ?? '') === key);
  return (same.find((s) => s.confirmed) ?? same[0])?.id ?? null;
}

/**
 * The school id to store for a user in `cityId` with this text; with `missing` (the user ticked 'Моей школы нет
 * в списке') an unknown name is saved as an unconfirmed school of the town. Call inside the profile's transaction.
 */
export async function schoolOfUser(
  tx: Db,
  cityId: number | null,
  text: string | null,
  missing: boolean,
): Promise<number | null> {
  const name = text?.trim() ?? '';
  if (missing && !name) throw httpError(400, 'School name required');
  if (missing && cityId === null) throw httpError(400, 'City required for a new school');
  if (!name || cityId === null) return null;
  const known = await namedSchool(tx, cityId, name);
  if (known !== null || !missing) return known;
  const added = await one(
    tx
      .insert(schools)
      .values({ cityId, name, search: searchKey(name), confirmed: false })
      .returning({ id: schools.id }),
  );
  return added?.id ?? null;
}
