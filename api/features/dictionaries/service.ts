// Option lists for the shell and onboarding: tags, topics, participant types, interests.
import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { interests, tags, topics, userTypes } from '../../../db/schema/dictionaries.ts';

export async function listTags(db: Db) {
  return await db.select({ id: tags.id, name: tags.name, slug: tags.slug }).from(tags).orderBy(asc(tags.id));
}

export async function listTopics(db: Db) {
  return await db.select({ id: topics.id, name: topics.name, slug: topics.slug }).from(topics).orderBy(asc(topics.id));
}

export async function listUserTypes(db: Db) {
  return await db.select({ id: userTypes.id, name: userTypes.name }).from(userTypes).orderBy(asc(userTypes.id));
}

export async function listInterests(db: Db) {
  return await db.select({ id: interests.id, name: interests.name }).from(interests).orderBy(asc(interests.id));
}
