// OpenAPI descriptions of the project routes (routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { id, maybeText, pageOf, text } from '../../lib/openapi-shapes.ts';

const doc = describer('projects');
const project = z.looseObject({
  id,
  slug: text,
  title: text,
  description: maybeText,
  preview: maybeText,
  url: maybeText,
  show_in_menu: z.boolean(),
  show_in_slider: z.boolean(),
  order: z.number().int(),
});

export const projectDocs = {
  catalog: doc('Projects for the menu and the slider', { ok: pageOf(project) }),
  bySlug: doc('One project by slug', { ok: project, errors: [404] }),
  byId: doc('One project by id', { ok: project, errors: [404] }),
};
