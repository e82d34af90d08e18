// OpenAPI descriptions of /contest (routes.ts) and /contest-video (video-routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { codeLabel, id, idName, maybeText, pageOf, text } from '../../lib/openapi-shapes.ts';
import { workFields } from './work-shape.ts';

const doc = describer('contests');
const contestCard = z.looseObject({
  id,
  title: text,
  href: text,
  status_id: z.number().int(),
  status_code: text,
  is_finish: z.boolean(),
  is_take_part: z.boolean(),
  status: z.looseObject({ id, code: text, label: text }),
  type: codeLabel,
});
const contestPage = contestCard.extend({
  content: text,
  nominations: z.array(idName),
  segments: z.array(idName),
  participation: z.looseObject({ user_type: id }).nullable(),
});
const work = workFields.extend({
  video: z.looseObject({ url: text, type: maybeText, seconds: z.number().nullable(), poster: maybeText }).nullable(),
});
const workSent = z.looseObject({ id, status_id: z.number().int() });
const videoList = z.looseObject({ video_list: z.array(work) });

export const contestDocs = {
  catalog: doc('Contest cards, running first; filters contest_active_id and contest_participate_type', {
    ok: pageOf(contestCard),
  }),
  result: doc('Announced winners, best place first; an empty list when the contest is unknown', {
    ok: z.looseObject({ list: z.array(z.looseObject({ place: z.number().int(), name: text })) }),
  }),
  page: doc("A contest with its nominations, segments and the viewer's participation", {
    ok: contestPage,
    errors: [404],
  }),
  addParticipant: doc('Registers the signed-in user for a contest (statuses 2 and 3, once)', {
    ok: z.looseObject({ contest_id: id, is_take_part: z.literal(true) }),
    auth: 'user',
    errors: [404, 409],
  }),
  addProposal: doc('Sends a work from a finished upload (upload_id) to moderation', {
    ok: workSent,
    auth: 'user',
    errors: [403, 404, 409, 422],
  }),
  exist: doc('Whether the viewer sent a work to the contest, and its status', {
    ok: z.looseObject({ exist: z.boolean(), status_id: z.number().int().nullable() }),
  }),
  myVideos: doc("The signed-in user's works in any status (video_list is null on failure)", {
    ok: z.looseObject({ video_list: z.array(work).nullable() }),
    auth: 'user',
  }),
  userVideos: doc("A user's published works", { ok: videoList }),
  view: doc("One work: published, the author's own, or any for staff", { ok: work, errors: [404] }),
  confirmVideos: doc("A contest's published works, paged by 9", {
    ok: videoList.extend({ total_count: z.number().int() }),
  }),
  file: doc("The work's video; answers Range requests with 206", {
    ok: z.string(),
    media: 'video/*',
    errors: [404, 416],
  }),
  poster: doc("The work's poster frame (WebP); 404 when it has none", {
    ok: z.string(),
    media: 'image/webp',
    errors: [404],
  }),
  sendPoster: doc('Sends the poster frame of a finished upload of the signed-in user (JPEG, PNG or WebP body)', {
    ok: z.looseObject({ width: z.number().int(), height: z.number().int() }),
    auth: 'user',
    errors: [404, 409, 413, 415],
    bodyMedia: ['image/webp', 'image/jpeg', 'image/png'],
    body: z.string(),
  }),
  uploadVideo: doc('Sends a work: upload_id from /api/uploads (tus), or the file as multipart field "file"', {
    ok: workSent,
    auth: 'user',
    errors: [403, 404, 409, 413, 415, 422, 429],
    bodyMedia: ['multipart/form-data'],
    body: z.object({ file: z.string().optional() }),
  }),
  moderate: doc('Staff: accept (3) or reject (2, with cancel_text) a work', {
    ok: z.looseObject({ id, status_id: z.number().int() }),
    auth: 'user',
    errors: [403, 404],
  }),
};
