// OpenAPI descriptions of the static pages (routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { id, listOf, text } from '../../lib/openapi-shapes.ts';

const doc = describer('static pages');
const item = z.looseObject({
  id,
  path: text,
  title: text,
  show_in_menu: z.boolean(),
  show_in_menu_footer: z.boolean(),
});

export const staticPageDocs = {
  list: doc('Static pages for the menus (without content)', { ok: listOf(item) }),
  byPath: doc('One static page by path', { ok: item.extend({ content: text, description: text }), errors: [404] }),
};
