// The typed content blocks of a material (spec section 2), validated with zod on every
// write, and the walk that passes each HTML field through the one server sanitiser.
import { z } from 'zod';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';

/** A link or media address: site-relative ('/media/...') or http(s); never javascript: or data:. */
const url = z
  .string()
  .max(2000)
  .regex(/^(\/(?!\/)|https?:\/\/)/, 'Invalid URL');
const html = z.string().max(100_000);
const item = z.object({
  title: z.string().max(300),
  html: html.optional(),
  btn: z.string().max(100).optional(),
  url: url.optional(),
});
const slide = z.object({ url, alt: z.string().max(300).optional(), caption: z.string().max(300).optional() });
const formField = z.object({
  name: z.string().min(1).max(100),
  label: z.string().min(1).max(300),
  type: z.enum(['text', 'email', 'phone', 'select', 'textarea']),
  required: z.boolean().optional(),
  options: z.array(z.string().max(200)).max(100).optional(),
});
export const formDefinition = z.object({
  type: z.enum(['button', 'inline']),
  title: z.string().max(300).optional(),
  btn: z.string().max(100).optional(),
  fields: z.array(formField).max(50),
});
export type FormDefinition = z.infer<typeof formDefinition>;

const leafBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), data: z.object({ html }) }),
  z.object({
    type: z.literal('image'),
    data: z.object({ url, alt: z.string().max(300).optional(), caption: z.string().max(300).optional() }),
  }),
  z.object({
    type: z.literal('tabs'),
    data: z.object({ title: z.string().max(300).optional(), items: z.array(item).max(50) }),
  }),
  z.object({
    type: z.literal('accordion'),
    data: z.object({ title: z.string().max(300).optional(), items: z.array(item).max(50) }),
  }),
  z.object({
    type: z.literal('video_list'),
    data: z.object({ title: z.string().max(300).optional(), items: z.array(item).max(50) }),
  }),
  z.object({
    type: z.literal('cards'),
    data: z.object({ title: z.string().max(300).optional(), items: z.array(item).max(50) }),
  }),
  z.object({
    type: z.literal('countdown'),
    data: z.object({ title: z.string().max(300).optional(), date: z.iso.datetime() }),
  }),
  z.object({
    type: z.literal('audio'),
    data: z.object({
      title: z.string().max(300).optional(),
      path: url,
      duration: z.number().int().nonnegative().optional(),
    }),
  }),
  z.object({ type: z.literal('form'), data: formDefinition }),
  z.object({
    type: z.literal('accent'),
    data: z.object({ title: z.string().max(300).optional(), html, image: url.optional() }),
  }),
  z.object({
    type: z.literal('picture'),
    data: z.object({
      url,
      alt: z.string().max(300).optional(),
      author_sign: z.string().max(300).optional(),
      author_name: z.string().max(300).optional(),
    }),
  }),
  z.object({ type: z.literal('slider'), data: z.object({ slides: z.array(slide).max(50) }) }),
  z.object({ type: z.literal('slider_horizontal'), data: z.object({ slides: z.array(slide).max(50) }) }),
  z.object({ type: z.literal('quote'), data: z.object({ html, author: z.string().max(300).optional() }) }),
  z.object({
    type: z.literal('history'),
    data: z.object({
      title: z.string().max(300).optional(),
      items: z
        .array(z.object({ date: z.string().max(50), title: z.string().max(300), html: html.optional() }))
        .max(100),
    }),
  }),
  z.object({
    type: z.literal('video'),
    data: z.object({ url, preview: url.optional(), title: z.string().max(300).optional() }),
  }),
  z.object({
    type: z.literal('card'),
    data: z.object({
      header: z.string().max(300).optional(),
      title: z.string().max(300).optional(),
      html: html.optional(),
      dedicated_html: html.optional(),
    }),
  }),
]);

const multiblock = z.object({
  type: z.literal('multiblock'),
  data: z.object({
    title: z.string().max(300).optional(),
    width_left: z.number().int().min(0).max(100).optional(),
    background: z
      .string()
      .regex(/^#[0-9a-f]{3,8}$/i, 'Invalid colour')
      .optional(),
    blocks: z.array(leafBlock).max(50),
  }),
});

const contentBlock = z.union([leafBlock, multiblock]);
export const contentBlocks = z.array(contentBlock).max(300);
export type ContentBlock = z.infer<typeof contentBlock>;

/**
 * The blocks of a stored material, news item or event. Every write goes through sanitizeBlocks
 * (validated), so the JSON column holds blocks; this gives readers, and the web, their type.
 */
export const storedBlocks = (content: unknown): ContentBlock[] => content as ContentBlock[];

/** An event's registration form (written by the seed and staff tools in this shape), or none. */
export const storedForm = (form: unknown): FormDefinition | null => (form ?? null) as FormDefinition | null;
const HTML_KEYS = new Set(['html', 'dedicated_html']);

function walk(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(walk);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value))
      out[k] = HTML_KEYS.has(k) && typeof v === 'string' ? sanitizeHtml(v) : walk(v);
    return out;
  }
  return value;
}

/** Returns a copy with every `html`/`dedicated_html` string sanitised, at any depth. */
export function sanitizeBlocks(blocks: ContentBlock[]): ContentBlock[] {
  return contentBlocks.parse(walk(blocks));
}
