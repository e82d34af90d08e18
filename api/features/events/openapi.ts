// OpenAPI descriptions of the event routes (routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { card, contentBlock, pageOf, success } from '../../lib/openapi-shapes.ts';

const doc = describer('news and events');

export const eventDocs = {
  catalog: doc('Events with filters, paged', { ok: pageOf(card) }),
  bySlug: doc('One event with its registration form', {
    ok: card.extend({
      content: z.array(contentBlock),
      participants_count: z.number().int(),
      is_participant: z.boolean(),
    }),
    errors: [404],
  }),
  join: doc('Take part in an event', {
    ok: z.looseObject({ participants_count: z.number().int(), is_participant: z.literal(true) }),
    auth: 'user',
    errors: [400, 404],
  }),
  form: doc('Send the registration form of an event', {
    ok: success.extend({ participants_count: z.number().int() }),
    status: 201,
    errors: [400, 404, 429],
  }),
};
