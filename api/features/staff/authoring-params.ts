// Params shared by the authoring routes of events, courses and quizzes, and the brief state of an
// item the audit log keeps before and after each write.
import { z } from 'zod';
import { pagingQuery } from '../../lib/query-params.ts';

export const idParam = z.object({ id: z.coerce.number().int().positive() });
export const authoringListQuery = pagingQuery.extend({
  q: z.string().max(100).optional(),
  state: z.enum(['draft', 'published', 'all']).default('all'),
});
export const publishBody = z.object({ published: z.boolean() });

/** What the audit log keeps of an event, a course or a quiz. */
export const auditBrief = (row: { title: string; isPublished: boolean; status?: string } | undefined) =>
  row ? { title: row.title, is_published: row.isPublished, ...(row.status && { status: row.status }) } : null;
