// A course's or a quiz's topic as its page shows it (id, name, slug); read only.
import { eq } from 'drizzle-orm';
import { one, type Db } from '../../db/store.ts';
import { topics } from '../../db/schema/dictionaries.ts';

/** The topic `topicId` names, or null when there is none (or it was deleted). */
export async function topicBrief(db: Db, topicId: number | null) {
  if (topicId === null) return null;
  return (
    (await one(
      db.select({ id: topics.id, name: topics.name, slug: topics.slug }).from(topics).where(eq(topics.id, topicId)),
    )) ?? null
  );
}
