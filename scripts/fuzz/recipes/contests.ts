// Success-pass recipes of contests: members take part in the seed's collecting contests and send works
// (uploaded over tus, or as a multipart file to the special contest), a moderator works through the queue,
// a mentor adds a pupil by join key, and the jury's places are set.
import sharp from 'sharp';
import { fileForm, juryWinner, type Recipe, type RecipeContext } from './recipe.ts';

interface Contest {
  id: number;
  nominations: { id: number }[];
  segments: { id: number }[];
}

/** The seed's contest `slug` with its nominations and segments, and a city, read through the public API. */
async function contest(ctx: RecipeContext, slug: string): Promise<Contest & { regionId: number; cityId: number }> {
  const catalog = (await ctx.api('guest', 'GET', '/contest/catalog')) as { list: { id: number; slug: string }[] };
  const found = catalog.list.find((c) => c.slug === slug);
  if (!found) throw new Error(`no contest ${slug} in the catalog`);
  const one = (await ctx.api('guest', 'GET', `/contest/${found.id}`)) as Contest;
  const regions = (await ctx.api('guest', 'GET', '/school/region')) as { list: { id: number }[] };
  const regionId = regions.list[0]!.id;
  const cities = (await ctx.api('guest', 'GET', `/school/city?region_id=${regionId}`)) as { list: { id: number }[] };
  return { ...one, regionId, cityId: cities.list[0]!.id };
}

const participant = (c: Awaited<ReturnType<typeof contest>>) => ({
  user_type: 1,
  work_or_school: 'Школа № 1',
  region_id: c.regionId,
  city_id: c.cityId,
  segment_id: c.segments[0]!.id,
});
const work = (c: Contest, uploadId: string) => ({
  name: 'Робот-поливальщик',
  description: 'Поливает цветы сам',
  nomination_id: c.nominations[0]!.id,
  upload_id: uploadId,
});
type Kept = Awaited<ReturnType<typeof contest>>;
const kept = (ctx: RecipeContext, name: string) => ctx.need<Kept>(name);
const frame = () =>
  sharp({ create: { width: 640, height: 360, channels: 3, background: '#3b2fc9' } })
    .jpeg()
    .toBuffer();

export const CONTESTS: Recipe[] = [
  // A common contest: the member takes part and sends a work uploaded over tus.
  {
    op: 'PUT /contest/{id}/add_participant',
    as: 'member',
    input: async (ctx) => {
      const c = await contest(ctx, 'izobretateli-budushchego');
      ctx.vars.common = c;
      return { path: { id: c.id }, body: participant(c) };
    },
  },
  {
    op: 'PUT /contest/{id}/add_proposal',
    as: 'member',
    input: async (ctx) => {
      const c = kept(ctx, 'common');
      return { path: { id: c.id }, body: work(c, await ctx.upload('member', 'video/clip.mp4')) };
    },
    keep: (b, ctx) => (ctx.vars.workA = b.id),
  },
  // A video contest: member2 sends a work with a poster frame through /contest-video.
  {
    op: 'POST /contest-video/poster',
    as: 'member2',
    input: async (ctx) => {
      const c = await contest(ctx, 'nauka-v-kadre');
      ctx.vars.video = c;
      await ctx.api('member2', 'PUT', `/contest/${c.id}/add_participant`, participant(c));
      const uploadId = await ctx.upload('member2', 'video/clip.mp4');
      ctx.vars.videoUpload = uploadId;
      return { query: { upload_id: uploadId }, form: new Blob([await frame()], { type: 'image/jpeg' }) };
    },
  },
  {
    op: 'POST /contest-video/upload-video',
    as: 'member2',
    input: (ctx) => {
      const c = kept(ctx, 'video');
      const { upload_id, nomination_id, ...text } = work(c, ctx.need<string>('videoUpload'));
      return { query: { ...text, upload_id, nomination_id, contest_id: c.id } };
    },
    keep: (b, ctx) => (ctx.vars.workB = b.id),
  },
  { op: 'GET /staff/queue', as: 'moderator' },
  {
    op: 'POST /staff/queue/batch',
    as: 'moderator',
    input: (ctx) => ({ body: { ids: [ctx.need('workA')], status_id: 3 } }),
  },
  {
    op: 'POST /staff/queue/{id}/reject',
    as: 'moderator',
    input: (ctx) => ({ path: { id: ctx.need('workB') }, body: { cancel_text: 'Видео не открывается' } }),
  },
  { op: 'POST /staff/queue/{id}/accept', as: 'moderator', input: (ctx) => ({ path: { id: ctx.need('workB') } }) },
  {
    op: 'POST /contest-video/moderate',
    as: 'admin',
    input: (ctx) => ({ body: { id: ctx.need('workA'), status_id: 3 } }),
  },
  { op: 'GET /contest-video/file/{id}', as: 'guest', input: (ctx) => ({ path: { id: ctx.need('workB') } }) },
  { op: 'GET /contest-video/poster/{id}', as: 'guest', input: (ctx) => ({ path: { id: ctx.need('workB') } }) },
  // The special contest: member3 takes part as a pupil, the mentor as a mentor who adds them by join key.
  {
    op: 'POST /contest-learn-known',
    as: 'member3',
    input: async (ctx) => {
      const c = await contest(ctx, 'nauka-za-tri-minuty');
      ctx.vars.special = c;
      return { body: { ...participant(c), parent_consent: true, rules: true } };
    },
    keep: (b, ctx) => (ctx.vars.joinKey = b.join_key),
  },
  {
    op: 'POST /contest-learn-known/upload-video',
    as: 'member3',
    input: (ctx) => {
      const c = kept(ctx, 'special');
      const { upload_id: _, nomination_id, ...text } = work(c, '');
      return {
        query: { ...text, nomination_id, contest_id: c.id },
        form: fileForm('file', { fixture: 'video/clip.mp4', type: 'video/mp4' }),
      };
    },
  },
  {
    op: 'GET /contest-learn-known/find-user-join-key',
    as: 'mentor',
    input: async (ctx) => {
      const c = kept(ctx, 'special');
      // The demo mentor may take part already (the seed): that is all this call is for.
      await ctx
        .api('mentor', 'POST', '/contest-learn-known', { ...participant(c), user_type: 3, segment_id: null })
        .catch((e: Error) => (e.message.includes('Already participating') ? undefined : Promise.reject(e)));
      return { query: { join_key: ctx.need<string>('joinKey') } };
    },
  },
  {
    op: 'POST /contest-learn-known/add-join-key',
    as: 'mentor',
    input: (ctx) => ({ body: { join_key: ctx.need<string>('joinKey') } }),
  },
  { op: 'GET /contest-learn-known/student-list', as: 'mentor' },
  {
    op: 'DELETE /contest-learn-known/delete-student',
    as: 'mentor',
    input: (ctx) => ({ query: { student_id: ctx.userIds.member3 } }),
  },
  {
    op: 'PUT /contest-learn-known/winners',
    as: 'editor',
    input: juryWinner,
  },
];
