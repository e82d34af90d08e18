// The body of POST and PUT /page, validated with zod before anything is stored.
import { z } from 'zod';
import { contentBlocks } from './blocks-schema.ts';

const mediaUrl = z
  .string()
  .max(2000)
  .regex(/^(\/(?!\/)|https?:\/\/)/, 'Invalid URL');

export const pageInput = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid slug')
    .max(100)
    .optional(),
  title: z.string().trim().min(1).max(300),
  description: z.string().trim().max(2000).optional(),
  preview: mediaUrl.nullable().optional(),
  promo: z.string().max(2000).nullable().optional(),
  page_type_id: z.number().int().min(1).max(4),
  content: contentBlocks.default([]),
  is_published: z.boolean().optional(),
  tags: z.array(z.number().int().positive()).max(50).optional(),
  topics: z.array(z.number().int().positive()).max(50).optional(),
  audios: z
    .array(
      z.object({
        path: mediaUrl,
        title: z.string().max(300).optional(),
        duration: z.number().int().nonnegative().optional(),
      }),
    )
    .max(50)
    .optional(),
  videos: z
    .array(z.object({ url: mediaUrl }))
    .max(50)
    .optional(),
});
export const pageUpdate = pageInput.omit({ content: true }).partial().extend({ content: contentBlocks.optional() });

export type PageInput = z.infer<typeof pageInput>;
