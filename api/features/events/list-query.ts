// Search params of the event lists (/event/catalog and /event-news/events).
import { z } from 'zod';
import { pagingQuery } from '../../lib/query-params.ts';
import { EVENT_FILTERS } from './service.ts';

export const eventQuery = pagingQuery.extend({
  sort: z.enum(['DATE_DESC', 'DATE_ASC']).default('DATE_DESC'),
  event_status: z.enum(EVENT_FILTERS).optional(),
  search: z.string().max(200).optional(),
});
