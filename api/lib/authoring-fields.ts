// Fields that every staff-written item shares (materials, news, events, courses, quizzes): the
// address slug, a picture's address (site-relative or http(s), never javascript: or data:) and the head of its answer.
import { z } from 'zod';

export const slugInput = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid slug')
  .max(100);

export const pictureUrl = z
  .string()
  .max(2000)
  .regex(/^(\/(?!\/)|https?:\/\/)/, 'Invalid URL');

type ItemHead = 'id' | 'slug' | 'title' | 'description' | 'preview';

/** The fields every authored item answers with first, in this order (an event, a course, news, a contest). */
export const itemHead = <R extends Record<ItemHead, unknown>>(row: R): Pick<R, ItemHead> => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  description: row.description,
  preview: row.preview,
});
