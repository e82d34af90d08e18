// The columns that name a material in a short mention (a search hit, a link preview's <head>): one list, so
// the two read the same fields in the same order (search reads its rows as arrays in this order).
import { pages } from '../../db/schema/content.ts';

export const pageBriefColumns = {
  id: pages.id,
  slug: pages.slug,
  title: pages.title,
  description: pages.description,
  preview: pages.preview,
  type: pages.type,
  publishedAt: pages.publishedAt,
};
