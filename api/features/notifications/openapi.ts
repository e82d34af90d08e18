// OpenAPI descriptions of the notification calls (routes.ts), Web Push subscriptions and points.
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { id, maybeText, ok, pageOf, text, timestamp } from '../../lib/openapi-shapes.ts';

const doc = describer('notifications');
const ref = z.looseObject({ id }).nullable();
const withPreview = z.looseObject({ id, preview: maybeText }).nullable();

const notificationShape = z.looseObject({
  id,
  created_at: timestamp,
  is_read: z.boolean(),
  with_action: z.boolean(),
  type: z.looseObject({ id, label: text }),
  title: text,
  text,
  link: maybeText,
  count: z.number().int(),
  user_from: z.looseObject({ id, name: text, avatar: maybeText }).nullable(),
  page: z.looseObject({ id, slug: text, title: text, type: text }).nullable(),
  comment: ref,
  contest: withPreview,
  event: withPreview,
  community_from: z.looseObject({ id, name: text, logo: maybeText }).nullable(),
  request: ref,
  invite: ref,
  badge: z.looseObject({ id, name: text, image: text }).nullable(),
});

const state = z.looseObject({
  is_new: z.boolean(),
  unread: z.number().int(),
  last_id: id.nullable(),
  poll_ms: z.number().int(),
});
const settings = z.record(z.string(), z.boolean());

export const notificationDocs = {
  list: doc('The caller’s notifications, newest first (guests: an empty list)', { ok: pageOf(notificationShape) }),
  isNew: doc('Whether anything is unread, the newest id and the poll interval', { ok: state }),
  read: doc('Mark notifications read: the given ids, or every unread one when none are given', {
    ok: state.extend({ updated: z.number().int() }),
    auth: 'user',
  }),
  settings: doc('Notification settings: type_{id} booleans of the five groups (guests: the defaults)', {
    ok: settings,
  }),
  saveSettings: doc('Change notification settings (only the keys given)', { ok: settings, auth: 'user' }),
  pushKey: doc('The Web Push application server key (null when push is off)', {
    ok: z.looseObject({ public_key: maybeText }),
  }),
  subscribe: doc('Register this device for Web Push', { ok, status: 201, auth: 'user', errors: [400, 409] }),
  unsubscribe: doc('Forget this device for Web Push', { ok: null, status: 204, auth: 'user' }),
  points: doc('The caller’s points and the ledger that explains them, newest first', {
    ok: z.looseObject({
      total: z.number().int(),
      list: z.array(z.looseObject({ delta: z.number().int(), reason: text, label: text, created_at: timestamp })),
    }),
    auth: 'user',
  }),
};
