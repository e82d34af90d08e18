// OpenAPI descriptions of /contest-learn-known (the special video contest).
import { z } from 'zod';
import { describer } from '../../../lib/openapi.ts';
import { id, idName, listOf, maybeText, text } from '../../../lib/openapi-shapes.ts';
import { workFields } from '../work-shape.ts';

const doc = describer('special-contest');
const rating = z.looseObject({ clarity: z.number(), fascination: z.number(), scientific: z.number() });
const work = workFields.extend({
  user: z.looseObject({ id, name: text, avatar: maybeText }),
  video: z.looseObject({ url: text, type: maybeText, seconds: z.number().nullable() }).nullable(),
  votes_count: z.number().int(),
  score: z.number().int(),
  rating: rating.nullable(),
});
const pupil = z.looseObject({
  id,
  name: text,
  avatar: maybeText,
  work_or_school: text,
  status_id: z.number().int().nullable(),
  cancel_text: maybeText,
  nomination_name: maybeText,
});
const videoList = z.looseObject({ video_list: z.array(work) });
const workSent = z.looseObject({ id, status_id: z.number().int(), user_id: id });

export const specialDocs = {
  segments: doc('Participant segments of the special contest (empty when none is published)', {
    ok: listOf(idName),
  }),
  nominations: doc('Nominations of the special contest', { ok: listOf(idName) }),
  contest: doc('The special contest card with its text, or 404 when none is published', {
    ok: z.looseObject({ id, title: text, status_id: z.number().int(), content: text }),
    errors: [404],
  }),
  videoList: doc('Published works, 9 a page, optionally of one nomination; with vote totals', {
    ok: z.looseObject({ list: z.array(work), total_count: z.number().int() }),
  }),
  videoOne: doc("One work: published, or the viewer's own, their pupil's, or any for staff", {
    ok: work,
    errors: [404],
  }),
  anotherVideos: doc('Up to 6 other published works in random order (without video_id)', { ok: listOf(work) }),
  winners: doc("Places 1-5: the jury's announcement, else the vote once works are processed", {
    ok: z.looseObject({
      list: z.array(z.looseObject({ place: z.number().int(), title: text, video: work })),
      by_jury: z.boolean(),
    }),
  }),
  setWinners: doc(
    "Admin or editor (as PUT /staff/contests/winners, audited): the jury's places; an empty list returns to the vote",
    {
      ok: z.looseObject({ list: z.array(z.looseObject({ place: z.number().int() })) }),
      auth: 'user',
      errors: [403, 404],
    },
  ),
  voteExist: doc("Whether the viewer voted for the work, and their vote's points", {
    ok: z.looseObject({ exist: z.boolean(), vote: rating.nullable() }),
    auth: 'user',
  }),
  vote: doc('Votes for a published work on three criteria, 1-5 each; once per work, never for your own', {
    ok: z.looseObject({ exist: z.literal(true), vote: rating }),
    auth: 'user',
    errors: [403, 404, 409],
  }),
  exist: doc('Whether the viewer takes part, and as whom (1 pupil, 3 mentor)', {
    ok: z.looseObject({ exist: z.boolean(), user_type: z.number().int().nullable() }),
  }),
  join: doc('Takes part in the special contest; pupils give the segment, parent consent and rules', {
    ok: z.looseObject({ exist: z.literal(true), user_type: id, join_key: maybeText }),
    auth: 'user',
    errors: [404, 409],
  }),
  existVideo: doc('Whether the viewer sent a work, and its latest status', {
    ok: z.looseObject({ exist: z.boolean(), status_id: z.number().int().nullable() }),
  }),
  myVideos: doc("The viewer's works in any status, with the rejection reason", { ok: videoList, auth: 'user' }),
  myConfirmVideo: doc("The viewer's published works", { ok: videoList, auth: 'user' }),
  joinKey: doc("The pupil's own join key, which they hand to their mentor", {
    ok: z.looseObject({ join_key: text }),
    auth: 'user',
    errors: [403, 404],
  }),
  findUserJoinKey: doc('Mentor: the pupil holding a join key', {
    ok: pupil,
    auth: 'user',
    errors: [403, 404, 429],
  }),
  studentList: doc("Mentor: their pupils with each one's latest work status", {
    ok: listOf(pupil),
    auth: 'user',
    errors: [403, 404],
  }),
  addJoinKey: doc('Mentor: adds the pupil holding a join key (at most 30; one mentor per pupil)', {
    ok: pupil,
    auth: 'user',
    errors: [403, 404, 409, 429],
  }),
  deleteStudent: doc('Mentor: removes a pupil from their list', {
    ok: z.looseObject({ student_id: id }),
    auth: 'user',
    errors: [403, 404],
  }),
  uploadVideo: doc(
    'Sends a work: upload_id from /api/uploads (tus), or the file as multipart field "file"; mentors add student_id',
    {
      ok: workSent,
      auth: 'user',
      errors: [403, 404, 409, 413, 415, 422, 429],
      bodyMedia: ['multipart/form-data'],
      body: z.object({ file: z.string().optional() }),
    },
  ),
};
