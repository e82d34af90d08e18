// OpenAPI descriptions of the sitemap routes (routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { listOf, text } from '../../lib/openapi-shapes.ts';

const doc = describer('sitemap');
const link = z.looseObject({ title: text, url: text });

export const sitemapDocs = {
  tree: doc('The site map as a tree of links', { ok: listOf(link.extend({ children: z.array(link) })) }),
  xml: doc('sitemap.xml for search engines', { ok: z.string(), media: 'application/xml' }),
};
