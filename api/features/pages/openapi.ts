// OpenAPI descriptions of the material routes (routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { card, codeLabel, contentBlock, pageOf } from '../../lib/openapi-shapes.ts';

const doc = describer('materials');
const page = card.extend({ type: codeLabel, content: z.array(contentBlock), is_published: z.boolean() });
/** GET /page/{id} and /page/slug/{slug}: the spec's Content page with `favorite` and `courseSteps`. */
const wholePage = page.extend({
  favorite: z.boolean().describe("The viewer's bookmark (false for a guest)"),
  course_steps: z
    .array(z.object({ id: z.number().int(), course_id: z.number().int(), is_open: z.boolean() }))
    .describe('The course steps showing this material; is_open for the viewer'),
});

export const pageDocs = {
  list: doc('Materials with filters, paged', { ok: pageOf(card) }),
  bySlug: doc('One material by slug (drafts for staff and the author)', { ok: wholePage, errors: [404] }),
  byId: doc('One material by id (drafts for staff and the author)', { ok: wholePage, errors: [404] }),
  create: doc('Create a material (staff, bloggers and scientists)', {
    ok: page,
    status: 201,
    auth: 'user',
    errors: [400, 403, 409],
  }),
  update: doc('Change a material (staff, or its privileged author)', {
    ok: page,
    auth: 'user',
    errors: [400, 403, 404, 409],
  }),
  remove: doc('Delete a material (staff, or its privileged author)', {
    ok: null,
    status: 204,
    auth: 'user',
    errors: [403, 404],
  }),
};
