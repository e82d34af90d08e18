// Which catalogue tags stand for each interest a pupil picks at onboarding. Interests and tags are
// separate option lists (db/schema/dictionaries.ts) with no link table; an interest named as a tag
// is that tag, and the few whose names differ are listed here by tag slug. Never a database write.
import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../db/store.ts';
import { userInterests } from '../../../db/schema/accounts-profile.ts';
import { interests, tags } from '../../../db/schema/dictionaries.ts';

/** Interests whose tags are not named like them (an interest with no tag, e.g. photography, adds none). */
const TAG_SLUGS_OF_INTEREST: Record<string, string[]> = {
  'Астрономия и космос': ['astronomy', 'space'],
  Программирование: ['it'],
  Инженерия: ['robotics', 'energy'],
  Палеонтология: ['biology', 'geology'],
};

/** The tag ids of the user's interests (bounded: a user has at most 100 interests, the tags are a short list). */
export async function interestTagIds(db: Db, userId: number): Promise<number[]> {
  const names = (
    await db
      .select({ name: interests.name })
      .from(userInterests)
      .innerJoin(interests, eq(interests.id, userInterests.interestId))
      .where(eq(userInterests.userId, userId))
      .limit(100)
  ).map((r) => r.name);
  if (!names.length) return [];
  const slugs = names.flatMap((n) => TAG_SLUGS_OF_INTEREST[n] ?? []);
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(or(inArray(tags.name, names), slugs.length ? inArray(tags.slug, slugs) : undefined))
    .orderBy(tags.id);
  return rows.map((r) => r.id);
}
