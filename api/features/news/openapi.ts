// OpenAPI descriptions of the news routes (routes.ts, event-news-routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { card, contentBlock, pageOf } from '../../lib/openapi-shapes.ts';

const doc = describer('news and events');

export const newsDocs = {
  list: doc('News, paged', { ok: pageOf(card) }),
  bySlug: doc('One news item', { ok: card.extend({ content: z.array(contentBlock) }), errors: [404] }),
  overview: doc('The latest news and the coming events', {
    ok: z.looseObject({ news: pageOf(card), events: pageOf(card) }),
  }),
  events: doc('Events with filters, paged', { ok: pageOf(card) }),
};
