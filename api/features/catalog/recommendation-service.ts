// Recommendations beside a material, course or quiz (spec section 8): materials sharing a tag,
// newest first; other courses or quizzes, those of the same topic first.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { pageTags } from '../../../db/schema/content.ts';
import { courses, quizzes } from '../../../db/schema/learning.ts';
import { cardsByIds } from '../../lib/cards.ts';
import { taggedPageIds } from './tagged-pages.ts';

export async function recommendPosts(db: Db, id: number, limit: number) {
  const tagIds = (await db.select({ tagId: pageTags.tagId }).from(pageTags).where(eq(pageTags.pageId, id))).map(
    (r) => r.tagId,
  );
  return cardsByIds(db, await taggedPageIds(db, tagIds, limit, id));
}

export async function recommendLearning(db: Db, kind: 'course' | 'quizzes', id: number | undefined, limit: number) {
  const table = kind === 'course' ? courses : quizzes;
  const topicId =
    id === undefined
      ? null
      : ((await one(db.select({ topicId: table.topicId }).from(table).where(eq(table.id, id))))?.topicId ?? null);
  const rows = await db
    .select({
      id: table.id,
      slug: table.slug,
      title: table.title,
      description: table.description,
      preview: table.preview,
    })
    .from(table)
    .where(and(eq(table.isPublished, true), id === undefined ? undefined : ne(table.id, id)))
    .orderBy(
      ...(topicId === null ? [] : [desc(sql`case when ${table.topicId} = ${topicId} then 1 else 0 end`)]),
      desc(table.createdAt),
      desc(table.id),
    )
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    type: kind === 'course' ? { code: 'course', label: 'Курс' } : { code: 'quiz', label: 'Тренажер' },
    href: kind === 'course' ? `/course/${r.id}` : `/quizzes/${r.id}`,
  }));
}
