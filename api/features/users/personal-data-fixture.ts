// Test fixture of the privacy tests: a pupil with every piece of personal data filled in, and the fields that
// must stay hidden from viewers the rule does not let through. Used by tests only.
import { eq } from 'drizzle-orm';
import { cities } from '../../../db/schema/accounts-geo.ts';
import { users } from '../../../db/schema/users.ts';
import { one } from '../../../db/store.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** The answer fields that carry personal data. */
export const PERSONAL = ['last_name', 'city', 'region', 'work_or_school'];

/** Gives the user the surname Секретова, Moscow as city and region, and School № 57 (plus `more`). */
export async function fillPersonalData(t: TestApp, userId: number, more: Partial<typeof users.$inferInsert> = {}) {
  const city = await one(t.deps.db.select().from(cities).where(eq(cities.name, 'Москва')));
  await t.deps.db
    .update(users)
    .set({
      name: 'Светлана',
      lastName: 'Секретова',
      cityId: city?.id ?? null,
      regionId: city?.regionId ?? null,
      workOrSchool: 'Школа № 57',
      ...more,
    })
    .where(eq(users.id, userId));
}
