// OpenAPI descriptions of the staff area's routes (docs/staff.md). Every call needs a session
// (401) and a staff role that may use its part (403).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import {
  contentBlock,
  id,
  maybeText,
  pageOf,
  parentConsent,
  success,
  text,
  timestamp,
} from '../../lib/openapi-shapes.ts';

const doc = describer('staff');
const named = z.looseObject({ id, name: text });
const staffCall = (summary: string, ok: z.ZodType, errors: (400 | 404 | 409)[] = []) =>
  doc(summary, { ok, auth: 'user', errors: [403, ...errors] });

const queueItem = z.looseObject({
  id,
  name: text,
  description: text,
  status_id: id,
  cancel_text: maybeText,
  created_at: timestamp,
  waiting_hours: z.number().int(),
  overdue: z.boolean(),
  contest: z.looseObject({ id, title: text, kind: text }),
  user: named,
  video: z.looseObject({ url: text, poster: maybeText }).nullable(),
});
const moderated = z.looseObject({ id, status_id: id });
const complaintGroup = z.looseObject({
  comment: z.looseObject({ id, text, user: named, hidden: z.boolean(), author_banned_until: maybeText }),
  material: z.looseObject({ title: text, href: text }).nullable(),
  parent: z.looseObject({ id, text, user: named }).nullable(),
  complaints: z.array(z.looseObject({ id, reason: text, text, created_at: timestamp, user: named })),
});
const inboxItem = z.looseObject({
  kind: text,
  id,
  created_at: timestamp,
  handled: z.boolean(),
  user: named.nullable(),
});
const staffUser = z.looseObject({
  id,
  login: text,
  name: text,
  last_name: text,
  roles: z.array(text),
  suspension: z.looseObject({ reason: text, created_at: timestamp }).nullable(),
  parent_consent: parentConsent.nullable(),
});
const auditRow = z.looseObject({
  id,
  staff_id: id.nullable(),
  action: text,
  target_type: text,
  target_id: text,
  before: z.unknown(),
  after: z.unknown(),
  created_at: timestamp,
});
const pageRow = z.looseObject({ id, slug: text, title: text, is_published: z.boolean() });
const page = z.looseObject({ id, slug: text, title: text, is_published: z.boolean(), content: z.array(contentBlock) });

const storedImage = z.looseObject({
  url: text,
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(z.looseObject({ width: z.number().int(), height: z.number().int(), url: text })),
});

export const staffDocs = {
  uploadImage: doc(
    'Upload an image (multipart field "file", up to 15 MB): stored as WebP at 480, 960 and 1600 px wide',
    {
      ok: storedImage,
      status: 201,
      auth: 'user',
      errors: [403, 413, 415, 422],
      bodyMedia: ['multipart/form-data'],
      body: z.object({ file: z.string() }),
    },
  ),
  storeMedia: doc(
    'Attach a finished tus upload (/staff/content/media/uploads) as an audio or video file: its first bytes must be MP3, M4A, OGG or OPUS (audio), MP4 or WebM (video)',
    {
      ok: z.looseObject({ url: text, kind: text, size: z.number().int() }),
      status: 201,
      auth: 'user',
      errors: [400, 403, 404, 409, 415],
    },
  ),
  me: staffCall(
    'The caller’s staff roles and the parts of the staff area they may use',
    z.looseObject({ roles: z.array(text), areas: z.array(text), media_max_bytes: z.number().int() }),
  ),
  audit: staffCall('The audit log of staff actions, newest first (admin)', pageOf(auditRow)),
  queue: staffCall(
    'Contest works by status (1 on moderation by default), newest first (admin, moderator)',
    pageOf(queueItem),
  ),
  accept: staffCall('Accept a work: published (status 3); not your own (403)', moderated, [404]),
  reject: staffCall('Reject a work with a reason the author sees (status 2)', moderated, [404]),
  batch: staffCall(
    'Accept or reject many works; ids not found are listed in `missing`',
    z.looseObject({ done: z.array(id), missing: z.array(id) }),
  ),
  complaints: staffCall(
    'Comments with complaints in a state, with their context (admin, moderator)',
    pageOf(complaintGroup),
  ),
  hideComment: staffCall('Hide a comment and accept its complaints', success, [404, 409]),
  restoreComment: staffCall('Show a hidden comment again', success, [404, 409]),
  dismissComplaints: staffCall('Dismiss the complaints about a comment', success, [404]),
  banAuthor: staffCall(
    'Ban the comment’s author from commenting for some days',
    z.looseObject({ user_id: id, until: timestamp }),
    [404],
  ),
  inbox: staffCall('Feedback form messages and after-like feedback (admin, moderator)', pageOf(inboxItem)),
  handled: staffCall('Mark a feedback message handled, or new again', success, [404]),
  users: staffCall('Search users by login, name or id (admin, moderator)', pageOf(staffUser)),
  setRole: staffCall('Grant or revoke a staff role (admin)', z.looseObject({ roles: z.array(text) }), [404, 409]),
  suspend: staffCall('Suspend an account with a reason: its sessions end, it cannot sign in', success, [404, 409]),
  unsuspend: staffCall('Lift a suspension', success, [404, 409]),
  pages: staffCall('Materials with drafts, last changed first (admin, editor)', pageOf(pageRow)),
  page: staffCall('One material as staff see it, drafts included', page, [404]),
  createPage: doc('Create a material, a draft unless is_published', {
    ok: page,
    status: 201,
    auth: 'user',
    errors: [403, 409],
  }),
  updatePage: staffCall('Change a material; the search index follows', page, [404, 409]),
  publishPage: staffCall('Publish a material or take it back to drafts', page, [404]),
  newsList: staffCall('News with drafts (admin, editor)', pageOf(pageRow)),
  newsItem: staffCall('One news item with its blocks', page, [404]),
  createNews: doc('Create a news item (a draft)', { ok: page, status: 201, auth: 'user', errors: [403, 409] }),
  updateNews: staffCall('Change a news item; the search index follows', page, [404, 409]),
  publishNews: staffCall('Publish a news item or take it back to drafts', page, [404]),
};
