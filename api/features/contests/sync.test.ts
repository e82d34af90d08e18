// A work kept on the device while offline: 'contest-work-send' pushed as a device does after its
// tus upload finished. It becomes one work on moderation, even when the push is repeated, and a
// second send of the same upload or a send to a contest not collecting works is rejected alone.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contests, contestWorks } from '../../../db/schema/contests.ts';
import { one } from '../../../db/store.ts';
import { mutation, pushMutations } from '../../testing/sync-push.ts';
import { commonContest, joinAsPupil } from '../../testing/contest-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { tusUpload, videoFixture } from '../../testing/tus.ts';

const t = await createTestApp({ config: { UPLOADS_PER_DAY: '50', UPLOADS_PARALLEL: '5' } });
afterAll(async () => {
  await t.close();
});
const db = t.deps.db;
const { contest, nomination } = await commonContest(db);
const worksOf = (userId: number) => db.select().from(contestWorks).where(eq(contestWorks.userId, userId));

async function participantWithUpload() {
  const u = await t.signUp();
  await joinAsPupil(t, u.token, contest.id);
  const upload = await tusUpload(t, u.token, videoFixture('clip.mp4'), { filename: 'robot.mp4' });
  return { ...u, uploadId: upload.id };
}
const args = (uploadId: string, extra: object = {}) => ({
  contest_id: contest.id,
  upload_id: uploadId,
  name: ' Робот ',
  description: 'Поливает цветы',
  nomination_id: nomination.id,
  client_key: 'c8a1a7f0-0b55-4bd5-9d2e-1f1f1f1f1f1f',
  ...extra,
});

describe('contest-work-send in sync', () => {
  it('sends a kept work once, even when the push is repeated', async () => {
    const u = await participantWithUpload();
    const push = [mutation(1, 'contest-work-send', args(u.uploadId))];
    const client = 'f2b4cbb8-55f0-4a57-8e07-7d3c6f5f9e01';
    expect((await pushMutations(t, u.token, client, push)).results).toMatchObject([{ id: 1, status: 'applied' }]);
    expect((await pushMutations(t, u.token, client, push)).last_mutation_id).toBe(1);
    expect(await worksOf(u.userId)).toMatchObject([{ name: 'Робот', statusId: 1, fileId: u.uploadId }]);
  });

  it('rejects a second send of the same upload and a contest not collecting works, alone', async () => {
    const u = await participantWithUpload();
    const finished = (await one(db.select().from(contests).where(eq(contests.statusId, 5))))!;
    const result = await pushMutations(t, u.token, '0d1f1b8e-7c6a-4a4e-9d0b-3b0a4f9b2c11', [
      mutation(1, 'contest-work-send', args(u.uploadId, { contest_id: finished.id })),
      mutation(2, 'contest-work-send', args(u.uploadId)),
      mutation(3, 'contest-work-send', args(u.uploadId, { client_key: 'another-device-key' })),
    ]);
    expect(result.results).toMatchObject([
      { id: 1, status: 'rejected', detail: 'Contest is not collecting works' },
      { id: 2, status: 'applied' },
      { id: 3, status: 'rejected', detail: 'Work already sent' },
    ]);
    expect(await worksOf(u.userId)).toHaveLength(1);
  });
});
