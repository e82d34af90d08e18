// A resumable (tus) upload whose requests alternate between the two nodes, each addressed directly: every
// node sees the offset the other wrote, the finished file is checked once, and the send that attaches it,
// arriving at both nodes at the same moment, makes one contest work.
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cities } from '../../db/schema/accounts-geo.ts';
import { contestNominations, contests, contestSegments, contestWorks } from '../../db/schema/contests.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { one } from '../../db/store.ts';
import { call, cluster, clusterStore, signUp } from './cluster-info.ts';

const store = clusterStore();
afterAll(() => store.close());
const [node1, node2] = cluster.nodes.map((n) => n.url) as [string, string];
const clip = new Uint8Array(readFileSync('tests/fixtures/video/clip.mp4'));
const b64 = (s: string) => Buffer.from(s).toString('base64');
const TUS = { 'tus-resumable': '1.0.0' };

async function pupilOfSpecialContest() {
  const contest = (await one(store.db.select().from(contests).where(eq(contests.isSpecial, true))))!;
  const city = (await one(store.db.select().from(cities).limit(1)))!;
  const segment = (await one(
    store.db.select().from(contestSegments).where(eq(contestSegments.contestId, contest.id)),
  ))!;
  const nomination = (await one(
    store.db.select().from(contestNominations).where(eq(contestNominations.contestId, contest.id)),
  ))!;
  const pupil = await signUp(store);
  const joined = await call(node1, 'POST', '/api/contest-learn-known', pupil.token, {
    user_type: 1,
    work_or_school: 'Школа № 5',
    region_id: city.regionId,
    city_id: city.id,
    segment_id: segment.id,
    parent_consent: true,
    rules: true,
  });
  expect(joined.status).toBe(200);
  return { ...pupil, contestId: contest.id, nominationId: nomination.id };
}

describe('a tus upload alternating between the nodes', () => {
  it('completes and is attached once', async () => {
    const pupil = await pupilOfSpecialContest();
    const auth = { authorization: `Bearer ${pupil.token}` };
    const created = await fetch(`${node1}/api/uploads`, {
      method: 'POST',
      headers: {
        ...TUS,
        ...auth,
        'upload-length': String(clip.length),
        'upload-metadata': `filename ${b64('опыт.mp4')},filetype ${b64('video/mp4')},max_seconds ${b64('180')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const id = location.split('/').pop()!;
    const chunk = Math.ceil(clip.length / 4);
    const patch = (base: string, offset: number) =>
      fetch(`${base}${location}`, {
        method: 'PATCH',
        headers: {
          ...TUS,
          ...auth,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: clip.slice(offset, offset + chunk),
      });
    const offsetAt = async (base: string) =>
      Number(
        (await fetch(`${base}${location}`, { method: 'HEAD', headers: { ...TUS, ...auth } })).headers.get(
          'upload-offset',
        ),
      );
    // The first chunk reaches both nodes at the same moment (a client retrying on a slow answer): it is written
    // once, whichever node wins, and the upload goes on from there.
    const twice = await Promise.all([patch(node1, 0), patch(node2, 0)]);
    expect(twice.map((r) => r.status)).toContain(204);
    let offset = await offsetAt(node1);
    expect(offset).toBe(chunk);
    for (let i = 1; offset < clip.length; i++) {
      const [writer, reader] = i % 2 ? [node1, node2] : [node2, node1];
      expect((await patch(writer, offset)).status, `chunk ${i}`).toBe(204);
      // The node that did not write the chunk reports the offset the other one reached.
      const next = await offsetAt(reader);
      expect(next, `after chunk ${i}`).toBe(Math.min(offset + chunk, clip.length));
      offset = next;
    }
    const row = await one(store.db.select().from(uploads).where(eq(uploads.id, id)));
    expect(row).toMatchObject({ status: 'ready', container: 'mp4', fileName: 'опыт.mp4' });

    const query = new URLSearchParams({
      name: 'Радуга в стакане',
      description: 'Опыт с призмой',
      nomination_id: String(pupil.nominationId),
      contest_id: String(pupil.contestId),
      upload_id: id,
    });
    const sends = await Promise.all(
      [node1, node2].map((base) => call(base, 'POST', `/api/contest-learn-known/upload-video?${query}`, pupil.token)),
    );
    expect(sends.map((r) => r.status).sort()).toEqual([200, expect.any(Number)]);
    const works = await store.db
      .select()
      .from(contestWorks)
      .where(and(eq(contestWorks.contestId, pupil.contestId), eq(contestWorks.userId, pupil.userId)));
    expect(works).toHaveLength(1);
    expect(sends.filter((r) => r.status === 200)).toHaveLength(1);
  });
});
