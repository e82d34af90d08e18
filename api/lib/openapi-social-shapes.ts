// Answer shapes of the social layer in the OpenAPI document (likes, comments, users in lists,
// collections), shared by the features that answer them.
import { z } from 'zod';
import { card, id, maybeText, text, timestamp } from './openapi-shapes.ts';

export const reactionState = z.looseObject({
  liked: z.boolean(),
  disliked: z.boolean(),
  likes: z.number().int(),
  dislikes: z.number().int(),
});

const commentFields = {
  id,
  parent_id: id.nullable(),
  text,
  created_at: timestamp,
  updated_at: timestamp,
  is_edited: z.boolean(),
  is_deleted: z.boolean(),
  user: z.looseObject({ id: id.nullable(), name: text, avatar: maybeText }),
  likes: z.number().int(),
  dislikes: z.number().int(),
  liked: z.boolean().optional(),
  disliked: z.boolean().optional(),
  author_blocked: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
};
export const socialComment = z.looseObject(commentFields);
export const commentThread = z.looseObject({
  ...commentFields,
  replies: z.array(socialComment),
  replies_count: z.number().int(),
});

export const userBrief = z.looseObject({ id, name: text, avatar: maybeText });

export const collection = z.looseObject({
  id,
  title: text,
  description: text,
  is_public: z.boolean(),
  user: userBrief.nullable(),
  cover: maybeText,
  pages_count: z.number().int(),
  page_ids: z.array(id),
  created_at: timestamp,
  updated_at: timestamp,
});
export const collectionWithPages = collection.extend({ is_owner: z.boolean(), pages: z.array(card) });
