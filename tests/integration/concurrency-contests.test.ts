// Races of the special contest fired through the real app on the engine under test: parallel votes
// of one user count once, parallel sends of one upload attach it once (and of several make one open
// work), and a mentor keeps at most 30
// pupils (and a pupil one mentor) however many adds arrive at once. Checked in the answers and rows.
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contestWorks } from '../../db/schema/contests.ts';
import { contestMentorPupils, contestWorkVotes } from '../../db/schema/special-contest.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { specialFixtures } from '../../api/features/special-contest/test-helpers.ts';
import { createTestApp } from '../../api/testing/test-app.ts';
import { tusUpload, videoFixture } from '../../api/testing/tus.ts';

const t = await createTestApp({ config: { UPLOADS_PER_DAY: '50', UPLOADS_PARALLEL: '5' } });
afterAll(async () => {
  await t.close();
});
const f = await specialFixtures(t);
const db = t.deps.db;

const call = async (method: string, path: string, token?: string, body?: unknown) => {
  const res = await t.call(method, `${f.base}${path}`, { token, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort((a, b) => a - b);
const times = <T>(n: number, value: T): T[] => Array.from({ length: n }, () => value);
const details = (answers: { status: number; body: Record<string, unknown> }[], status: number) =>
  answers.filter((a) => a.status === status).map((a) => a.body.detail);

type Work = typeof contestWorks.$inferSelect;
const publishedWork = async (): Promise<Work> => {
  const works = await db.select().from(contestWorks).where(eq(contestWorks.contestId, f.contest.id));
  const work = works.find((w) => w.statusId === 3);
  if (!work) throw new Error('the seed has no published work of the special contest');
  return work;
};

describe('special contest votes under parallel requests', () => {
  it('counts 50 parallel votes of one user for one work once, with the points of the vote that won', async () => {
    const voter = await t.signUp();
    const work = await publishedWork();
    const before = (await call('GET', `/video-one?video_id=${work.id}`)).body;
    const votes = Array.from({ length: 50 }, (_, i) => ({
      video_id: work.id,
      clarity: 1 + (i % 5),
      fascination: 1 + ((i + 2) % 5),
      scientific: 5 - (i % 5),
    }));
    const answers = await Promise.all(votes.map((v) => call('POST', '/video-vote', voter.token, v)));
    expect(statuses(answers)).toEqual([200, ...times(49, 409)]);
    expect(details(answers, 409)).toEqual(times(49, 'Already voted'));
    const rows = await db
      .select()
      .from(contestWorkVotes)
      .where(and(eq(contestWorkVotes.workId, work.id), eq(contestWorkVotes.userId, voter.userId)));
    expect(rows).toHaveLength(1);
    const won = answers.find((a) => a.status === 200)!.body;
    const { clarity, fascination, scientific } = rows[0]!;
    expect(won).toEqual({ exist: true, vote: { clarity, fascination, scientific } });
    const after = (await call('GET', `/video-one?video_id=${work.id}`)).body;
    expect(after.votes_count).toBe((before.votes_count as number) + 1);
    expect(after.score).toBe((before.score as number) + clarity + fascination + scientific);
  });
});

describe('attaching one upload under parallel sends', () => {
  it("attaches a mentor's upload to one pupil's work when sends for two pupils race", async () => {
    const m = await f.mentor();
    const pupils = [await f.pupil(), await f.pupil()];
    for (const p of pupils)
      expect((await call('POST', '/add-join-key', m.token, { join_key: p.joinKey })).status).toBe(200);
    const upload = await tusUpload(t, m.token, videoFixture('clip.mp4'), { maxSeconds: 180 });
    expect(upload.finished.status).toBe(204);
    const send = async (studentId: number) => {
      const q = new URLSearchParams({
        name: 'Как работает радуга',
        description: 'Опыт с призмой',
        nomination_id: String(f.nominations[0]),
        contest_id: String(f.contest.id),
        upload_id: upload.id,
        student_id: String(studentId),
      });
      return call('POST', `/upload-video?${q}`, m.token);
    };
    const answers = await Promise.all(pupils.map((p) => send(p.userId)));
    expect(statuses(answers)).toEqual([200, 409]);
    expect(details(answers, 409)).toEqual(['Upload already attached']);
    const works = await db.select().from(contestWorks).where(eq(contestWorks.fileId, upload.id));
    expect(works).toHaveLength(1);
    expect(works[0]).toMatchObject({ id: answers.find((a) => a.status === 200)!.body.id, statusId: 1 });
    const [row] = await db.select().from(uploads).where(eq(uploads.id, upload.id));
    expect(row?.status).toBe('attached');
  });
});

describe('one open work under parallel sends of different uploads', () => {
  it("makes one work of a pupil's three uploads sent at once", async () => {
    const p = await f.pupil();
    const ups = [];
    for (let i = 0; i < 3; i++) ups.push(await tusUpload(t, p.token, videoFixture('clip.mp4'), { maxSeconds: 180 }));
    const send = (uploadId: string) => {
      const q = new URLSearchParams({
        name: 'Как работает радуга',
        description: 'Опыт с призмой',
        nomination_id: String(f.nominations[0]),
        upload_id: uploadId,
      });
      return call('POST', `/upload-video?${q}`, p.token);
    };
    const answers = await Promise.all(ups.map((u) => send(u.id)));
    expect(statuses(answers)).toEqual([200, 409, 409]);
    expect(details(answers, 409)).toEqual(['Work already sent', 'Work already sent']);
    const works = await db
      .select()
      .from(contestWorks)
      .where(and(eq(contestWorks.contestId, f.contest.id), eq(contestWorks.userId, p.userId)));
    expect(works.map((w) => w.id)).toEqual([answers.find((a) => a.status === 200)!.body.id]);
  });
});

describe("a mentor's pupils under parallel adds", () => {
  const pupilsOf = (mentorId: number) =>
    db
      .select()
      .from(contestMentorPupils)
      .where(and(eq(contestMentorPupils.mentorId, mentorId), eq(contestMentorPupils.contestId, f.contest.id)));

  it('keeps a mentor to 30 pupils when 34 adds arrive at once', async () => {
    const m = await f.mentor();
    const pupils = [];
    for (let i = 0; i < 34; i++) pupils.push(await f.pupil());
    const answers = await Promise.all(
      pupils.map((p) => call('POST', '/add-join-key', m.token, { join_key: p.joinKey })),
    );
    expect(statuses(answers)).toEqual([...times(30, 200), ...times(4, 409)]);
    expect(details(answers, 409)).toEqual(times(4, 'Too many students'));
    const rows = await pupilsOf(m.userId);
    expect(rows).toHaveLength(30);
    // The pupils kept are exactly the ones whose add was answered 200.
    const accepted = pupils.filter((_, i) => answers[i]!.status === 200).map((p) => p.userId);
    expect(rows.map((r) => r.pupilId).sort((a, b) => a - b)).toEqual(accepted.sort((a, b) => a - b));
    expect((await call('GET', '/student-list', m.token)).body.list).toHaveLength(30);
  });

  it('gives each pupil one mentor when two mentors add the same 15 pupils at once', async () => {
    const mentors = [await f.mentor(), await f.mentor()];
    const pupils = [];
    for (let i = 0; i < 15; i++) pupils.push(await f.pupil());
    const answers = await Promise.all(
      pupils.flatMap((p) => mentors.map((m) => call('POST', '/add-join-key', m.token, { join_key: p.joinKey }))),
    );
    // Per pupil (two answers in a row): one mentor got them, the other was told they are taken.
    for (let i = 0; i < 15; i++) expect(statuses(answers.slice(2 * i, 2 * i + 2))).toEqual([200, 409]);
    expect(details(answers, 409)).toEqual(times(15, 'Student already has a mentor'));
    const rows = [...(await pupilsOf(mentors[0]!.userId)), ...(await pupilsOf(mentors[1]!.userId))];
    expect(rows.map((r) => r.pupilId).sort((a, b) => a - b)).toEqual(pupils.map((p) => p.userId).sort((a, b) => a - b));
  });
});
