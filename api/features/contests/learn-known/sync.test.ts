// The offline vote and the kept work in sync: 'special-vote' pushed as a device does, applied once (a replay of the same
// mutation id answers the stored result), a second vote for the work rejected alone, and a vote
// for one's own or an unpublished work rejected with the REST call's detail.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contestWorks, contestWorkVotes } from '../../../../db/schema/contests.ts';
import { userBlocks } from '../../../../db/schema/user-relations.ts';
import { mutation, pushMutations } from '../../../testing/sync-push.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { tusUpload, videoFixture } from '../../../testing/tus.ts';
import { specialFixtures } from './test-helpers.ts';

const t = await createTestApp({ config: { UPLOADS_PER_DAY: '50', UPLOADS_PARALLEL: '5' } });
afterAll(async () => {
  await t.close();
});
const db = t.deps.db;
const works = await db.select().from(contestWorks);
const published = works.filter((w) => w.statusId === 3 && w.videoUrl);
const onModeration = works.find((w) => w.statusId === 1 && w.videoUrl)!;
const votesOf = (userId: number) => db.select().from(contestWorkVotes).where(eq(contestWorkVotes.userId, userId));

describe('special-vote in sync', () => {
  it('applies a vote once, even when the push is repeated', async () => {
    const u = await t.signUp();
    const vote = mutation(1, 'special-vote', { video_id: published[0]!.id, clarity: 4, fascination: 5, scientific: 3 });
    expect((await pushMutations(t, u.token, '3cad6680-cd7a-4edb-a4f7-e66d5f843bd4', [vote])).results).toEqual([
      { id: 1, status: 'applied' },
    ]);
    const again = await pushMutations(t, u.token, '3cad6680-cd7a-4edb-a4f7-e66d5f843bd4', [vote]);
    expect(again.last_mutation_id).toBe(1);
    expect(await votesOf(u.userId)).toHaveLength(1);
    expect((await votesOf(u.userId))[0]).toMatchObject({ clarity: 4, fascination: 5, scientific: 3 });
  });

  it('rejects a second vote for the work from another device, and an unpublished work', async () => {
    const u = await t.signUp();
    const args = { video_id: published[1]!.id, clarity: 2, fascination: 2, scientific: 2 };
    await pushMutations(t, u.token, '0fc49afb-e8bf-4e08-b43f-06cb05199a0c', [mutation(1, 'special-vote', args)]);
    const second = await pushMutations(t, u.token, '95c7f74c-36e3-4571-b882-d7ac4038d7af', [
      mutation(1, 'special-vote', { ...args, clarity: 5 }),
      mutation(2, 'special-vote', { ...args, video_id: onModeration.id }),
      mutation(3, 'special-vote', { ...args, video_id: published[2]!.id }),
    ]);
    expect(second.results).toEqual([
      { id: 1, status: 'rejected', detail: 'Already voted' },
      { id: 2, status: 'rejected', detail: 'Work not found' },
      { id: 3, status: 'applied' },
    ]);
    expect((await votesOf(u.userId)).map((v) => v.clarity)).toEqual([2, 2]);
  });
});

const f = await specialFixtures(t);
describe('contest-work-send to the special contest in sync', () => {
  const work = (uploadId: string, extra: object = {}) => ({
    contest_id: f.contest.id,
    upload_id: uploadId,
    name: 'Радуга',
    description: 'Опыт с призмой',
    nomination_id: f.nominations[0]!,
    client_key: 'e1f2a3b4-kept-offline',
    ...extra,
  });

  it("sends a mentor's kept work for their pupil once; not for a pupil not theirs", async () => {
    const m = await f.mentor();
    const p = await f.pupil();
    const other = await f.pupil();
    await t.call('POST', `${f.base}/add-join-key`, { token: m.token, body: { join_key: p.joinKey } });
    const upload = await tusUpload(t, m.token, videoFixture('clip.mp4'), { maxSeconds: 180 });
    const client = '5a0c2e55-2f6b-4b8e-9b7e-0d6f0f3c1a22';
    const push = [
      mutation(1, 'contest-work-send', work(upload.id, { student_id: other.userId })),
      mutation(2, 'contest-work-send', work(upload.id, { student_id: p.userId })),
    ];
    expect((await pushMutations(t, m.token, client, push)).results).toMatchObject([
      { id: 1, status: 'rejected', detail: 'Not your student' },
      { id: 2, status: 'applied' },
    ]);
    expect((await pushMutations(t, m.token, client, push)).last_mutation_id).toBe(2);
    const sent = await db.select().from(contestWorks).where(eq(contestWorks.fileId, upload.id));
    expect(sent).toMatchObject([{ userId: p.userId, statusId: 1, name: 'Радуга' }]);
  });
});

describe('a vote across a block (the block rule, either way)', () => {
  const cases = [
    ['the author blocked the voter', (voter: number, author: number) => ({ blockerId: author, blockedId: voter })],
    ['the voter blocked the author', (voter: number, author: number) => ({ blockerId: voter, blockedId: author })],
  ] as const;
  it.each(cases)('is refused through REST and through sync when %s', async (_name, block) => {
    const work = published.find((w) => w.userId !== null)!;
    const voter = await t.signUp();
    await db.insert(userBlocks).values(block(voter.userId, work.userId!));
    const args = { video_id: work.id, clarity: 4, fascination: 4, scientific: 4 };
    const rest = await t.call('POST', '/api/contest-learn-known/video-vote', { token: voter.token, body: args });
    expect(rest.status).toBe(403);
    const pushed = await pushMutations(t, voter.token, crypto.randomUUID(), [mutation(1, 'special-vote', args)]);
    expect(pushed.results[0]).toMatchObject({ status: 'rejected' });
    expect(await votesOf(voter.userId)).toEqual([]);
  });
});
