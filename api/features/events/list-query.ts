// Search params of the event lists (/event/catalog and /event-news/events).
import { z } from 'zod';
import { pagingQuery } from '../../lib/query-params.ts';
import { EVENT_FILTERS } from './service.ts';

export const eventQuery = pagingQuery.extend({
  sort: z.enum(['DATE_DESC', 'DATE_ASC']).default('DATE_DESC'),
  event_status: z.enum(EVENT_FILTERS).optional(),
  search: z.string().max(200).optional(),
});

/** The list's filter from its search params; the viewer (when given) is told which events they joined. */
export const eventListFilter = (q: z.infer<typeof eventQuery>, viewerId?: number | null) => ({
  filter: q.event_status,
  sort: q.sort,
  limit: q.limit,
  offset: q.offset,
  search: q.search,
  viewerId,
});
