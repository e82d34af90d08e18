// zod schemas of community calls: route params, catalogue query, create/edit body, feed body.
import { z } from 'zod';
import {
  COMMUNITY_CATALOG_PAGE_SIZE,
  COMMUNITY_DESCRIPTION_MAX,
  COMMUNITY_FEED_PAGE_SIZE,
  COMMUNITY_MEMBERSHIP_FILTERS,
  COMMUNITY_MEMBERS_PAGE_SIZE,
  COMMUNITY_NAME_MAX,
} from '../../../sync/rules/communities.ts';
import { cursorParam } from '../../lib/keyset-cursor.ts';

const positiveId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const idParam = z.object({ id: positiveId });
export const memberParam = z.object({ id: positiveId, userId: positiveId });
export const feedItemParam = z.object({ id: positiveId, itemId: positiveId });

const paging = (size: number) => ({
  limit: z.coerce.number().int().min(1).max(100).default(size),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const catalogQuery = z.object({
  search: z.string().trim().max(100).optional(),
  membership: z.enum(COMMUNITY_MEMBERSHIP_FILTERS).default('all'),
  ...paging(COMMUNITY_CATALOG_PAGE_SIZE),
});
export type CatalogQuery = z.infer<typeof catalogQuery>;

/** The feed pages by offset (the spec's) or by the answer's next_cursor (the same cost at any depth). */
export const feedQuery = z.object({ ...paging(COMMUNITY_FEED_PAGE_SIZE), cursor: cursorParam.optional() });
export const membersQuery = z.object(paging(COMMUNITY_MEMBERS_PAGE_SIZE));

/** A logo or cover: a path on this site or an https address; never javascript: or data:. */
const imageUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => (v.startsWith('/') && !v.startsWith('//')) || /^https:\/\/[^\s]+$/.test(v), 'Invalid image address');

const name = z.string().trim().min(1, 'Name is required').max(COMMUNITY_NAME_MAX, 'Name is too long');
const description = z.string().trim().max(COMMUNITY_DESCRIPTION_MAX, 'Description is too long');

export const createInput = z.object({
  name,
  description: description.default(''),
  is_closed: z.boolean().default(false),
  logo: imageUrl.nullable().optional(),
  cover: imageUrl.nullable().optional(),
});
export type CreateInput = z.infer<typeof createInput>;

export const updateInput = z
  .object({ name, description, is_closed: z.boolean(), logo: imageUrl.nullable(), cover: imageUrl.nullable() })
  .partial();
export type UpdateInput = z.infer<typeof updateInput>;

export const canPostInput = z.object({ can_post: z.boolean() });

/** A feed addition names exactly one catalogue material (page_id) or news item (news_id). */
export const feedInput = z.union([
  z.object({ page_id: positiveId, news_id: z.undefined().optional() }),
  z.object({ news_id: positiveId, page_id: z.undefined().optional() }),
]);
export type FeedInput = z.infer<typeof feedInput>;
