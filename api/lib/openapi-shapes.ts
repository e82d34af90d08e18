// Answer shapes several features share in the OpenAPI document (lists, cards, users, sign-in).
// Objects are open (extra fields allowed) so a feature can add a field without breaking
// clients; the fields listed are the ones clients rely on, with their exact types.
import { z, type ZodType } from 'zod';

export const id = z.number().int();
export const text = z.string();
export const maybeText = z.string().nullable();
export const timestamp = z.string();

export const idName = z.looseObject({ id, name: text });
export const codeLabel = z.looseObject({ code: text, label: text });

/** `{list: [...]}` */
export const listOf = (item: ZodType) => z.looseObject({ list: z.array(item) });
/** `{list: [...], total}`: one page of a longer list. */
export const pageOf = (item: ZodType) => z.looseObject({ list: z.array(item), total: z.number().int().min(0) });

export const success = z.looseObject({ success: z.literal(true) });
export const ok = z.looseObject({ ok: z.literal(true) });

/** A content block of a material, news item or event: a type and its data. */
export const contentBlock = z.looseObject({ type: text, data: z.unknown() });

/** A card of any kind in a list (material, course, quiz, event, news). */
export const card = z.looseObject({ id, slug: maybeText.optional(), title: text, href: text.optional() });

const publicUser = z.looseObject({
  id,
  name: text,
  last_name: text,
  avatar: maybeText,
  coins: z.number().int(),
  type: idName.nullable(),
  city: idName.nullable(),
  region: idName.nullable(),
  interests: z.array(idName),
  description: maybeText,
  work_or_school: maybeText,
});

/**
 * A profile as another viewer gets it (api/lib/personal-data.ts): guests the card only, members
 * also interests and description, the user and staff everything of publicUser.
 */
export const viewedUser = publicUser
  .partial()
  .required({ id: true, name: true, avatar: true, coins: true, type: true });

/** A pupil's parent's consent (under 14), kept with the account. */
export const parentConsent = z.looseObject({ name: text, contact: text, given_at: timestamp });

/** The signed-in user's own view. */
export const ownUser = publicUser.extend({
  login: text,
  birthday: maybeText,
  vk_id: maybeText,
  ok_id: maybeText,
  fb_id: maybeText,
  notification_settings: z.record(z.string(), z.boolean()),
  is_agreement: z.boolean(),
  roles: z.array(text),
  type_request: z.looseObject({ id, type_id: id, created_at: timestamp }).nullable(),
  parent_consent: parentConsent.nullable(),
});

/** Every sign-in answers a session token and the user. */
export const signedIn = z.looseObject({ access_token: text, user: ownUser });
/** A verification code was sent (auth and recovery). */
export const codeSent = z.looseObject({
  success: z.literal(true),
  send_type: text,
  attempt: z.number().int(),
  requests_left: z.number().int(),
  resend_seconds: z.number().int(),
});
