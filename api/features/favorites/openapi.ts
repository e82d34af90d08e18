// OpenAPI descriptions of the bookmark routes (routes.ts, user-favorite-routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { id, pageOf, text } from '../../lib/openapi-shapes.ts';
import { BOOKMARK_TYPES } from '../../../sync/rules/bookmarks.ts';

const doc = describer('bookmarks');
const itemId = z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]);
const pageRef = z.object({ page_id: itemId });

export const favoriteDocs = {
  toggle: doc('Bookmark an item or take the bookmark off', {
    ok: z.looseObject({ favorite: z.boolean() }),
    auth: 'user',
    errors: [404],
    body: z.object({ type: z.enum(BOOKMARK_TYPES), id: itemId }),
  }),
  exist: doc('Which of these items the user has bookmarked', {
    ok: z.looseObject({ exist_ids: z.array(id) }),
    auth: 'user',
    body: z.object({ type: z.enum(BOOKMARK_TYPES), ids: z.array(itemId).max(500) }),
  }),
  list: doc("The user's bookmarks, newest first", {
    ok: pageOf(z.looseObject({ id, type: z.unknown() })),
    auth: 'user',
  }),
  pages: doc("The user's favorite materials", {
    ok: pageOf(z.looseObject({ page_id: id, title: text })),
    auth: 'user',
  }),
  addPage: doc('Add a material to the favorites', {
    ok: z.looseObject({ page_id: id, favorite: z.literal(true) }),
    auth: 'user',
    errors: [404],
    body: pageRef,
  }),
  removePage: doc('Take a material off the favorites (page_id in the body or the query)', {
    ok: z.looseObject({ page_id: id, favorite: z.literal(false) }),
    auth: 'user',
    body: pageRef,
  }),
};
