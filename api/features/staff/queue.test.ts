// The moderation queue: newest first, waiting time and the 48-hour flag; accepting publishes,
// rejecting needs a reason the author then sees; both fire 'contest.work_moderated' and are audited.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { contestWorks } from '../../../db/schema/contests.ts';
import { uploads } from '../../../db/schema/uploads.ts';
import { onDomainEvent, type DomainEvent } from '../../lib/domain-events.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffMember, workOnModeration } from './staff-fixtures.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

describe('moderation queue', () => {
  it('lists works on moderation newest first with the time waiting and flags those past 48 hours', async () => {
    t = await createTestApp();
    const old = await workOnModeration(t, 50, 'Старая работа');
    const fresh = await workOnModeration(t, 2, 'Новая работа');
    const mod = await staffMember(t, 'moderator');
    const res = await t.call('GET', '/api/staff/queue', { token: mod.token });
    const body = await res.json();
    const mine = body.list.filter((w: { id: number }) => [old.workId, fresh.workId].includes(w.id));
    expect(mine.map((w: { name: string }) => w.name)).toEqual(['Новая работа', 'Старая работа']);
    expect(mine[0]).toMatchObject({ waiting_hours: 2, overdue: false, user: { id: fresh.author.userId } });
    expect(mine[1]).toMatchObject({ waiting_hours: 50, overdue: true });
  });

  it('gives each work video its poster frame when the browser sent one', async () => {
    t = await createTestApp();
    const withPoster = await workOnModeration(t, 3, 'С кадром');
    const without = await workOnModeration(t, 2, 'Без кадра');
    for (const [w, poster, id] of [
      [withPoster, true, 'a'.repeat(32)],
      [without, false, 'b'.repeat(32)],
    ] as const) {
      await t.deps.db
        .insert(uploads)
        .values({ id, userId: w.author.userId, fileName: 'w.mp4', mimeType: 'video/mp4', size: 10, maxSeconds: 300 });
      await t.deps.db.update(uploads).set({ status: 'attached', poster }).where(eq(uploads.id, id));
      await t.deps.db.update(contestWorks).set({ fileId: id }).where(eq(contestWorks.id, w.workId));
    }
    const mod = await staffMember(t, 'moderator');
    const body = await (await t.call('GET', '/api/staff/queue', { token: mod.token })).json();
    const byId = new Map(body.list.map((w: { id: number }) => [w.id, w]));
    expect(byId.get(withPoster.workId)).toMatchObject({
      video: {
        url: `/api/contest-video/file/${withPoster.workId}`,
        poster: `/api/contest-video/poster/${withPoster.workId}`,
      },
    });
    expect(byId.get(without.workId)).toMatchObject({ video: { poster: null } });
  });

  it('rejects with a reason the author sees, fires the domain event and writes the audit log', async () => {
    t = await createTestApp();
    const { author, workId, contestId } = await workOnModeration(t, 1);
    const mod = await staffMember(t, 'moderator');
    const admin = await staffMember(t, 'admin');
    const events: DomainEvent[] = [];
    onDomainEvent(t.deps.db, (e) => {
      events.push(e);
    });
    const noReason = await t.call('POST', `/api/staff/queue/${workId}/reject`, { token: mod.token, body: {} });
    expect(noReason.status).toBe(400);
    const res = await t.call('POST', `/api/staff/queue/${workId}/reject`, {
      token: mod.token,
      body: { cancel_text: 'В видео нет звука' },
    });
    expect(await res.json()).toEqual({ id: workId, status_id: 2 });
    const mine = await (await t.call('GET', '/api/contest-video/my-videos', { token: author.token })).json();
    expect(mine.video_list[0]).toMatchObject({ id: workId, status_id: 2, cancel_text: 'В видео нет звука' });
    expect(events).toEqual([
      expect.objectContaining({
        name: 'contest.work_moderated',
        payload: {
          workId,
          contestId,
          authorId: author.userId,
          statusId: 2,
          cancelText: 'В видео нет звука',
          moderatorId: mod.userId,
        },
      }),
    ]);
    const audit = await (await t.call('GET', '/api/staff/audit', { token: admin.token })).json();
    expect(audit.list[0]).toMatchObject({
      staff_id: mod.userId,
      action: 'work.moderate',
      target_type: 'contest_work',
      target_id: String(workId),
      before: { status_id: 1, cancel_text: null },
      after: { status_id: 2, cancel_text: 'В видео нет звука' },
    });
    const left = await (await t.call('GET', '/api/staff/queue', { token: mod.token })).json();
    expect(left.list.map((w: { id: number }) => w.id)).not.toContain(workId);
  });

  it('accepts many works at once and reports ids it did not find', async () => {
    t = await createTestApp();
    const a = await workOnModeration(t, 1);
    const b = await workOnModeration(t, 3);
    const mod = await staffMember(t, 'moderator');
    const res = await t.call('POST', '/api/staff/queue/batch', {
      token: mod.token,
      body: { ids: [a.workId, b.workId, 999999], status_id: 3 },
    });
    expect(await res.json()).toEqual({ done: [a.workId, b.workId], missing: [999999] });
    const published = await (await t.call('GET', '/api/staff/queue?status=3', { token: mod.token })).json();
    expect(published.list.map((w: { id: number }) => w.id)).toEqual(expect.arrayContaining([a.workId, b.workId]));
    const rejectAll = await t.call('POST', '/api/staff/queue/batch', {
      token: mod.token,
      body: { ids: [a.workId], status_id: 2 },
    });
    expect(rejectAll.status).toBe(400);
  });

  it("refuses a moderator's decision on their own work (issue 41, hole 9)", async () => {
    t = await createTestApp();
    const { workId } = await workOnModeration(t, 1, 'Моя собственная');
    const mod = await staffMember(t, 'moderator');
    await t.deps.db.update(contestWorks).set({ userId: mod.userId }).where(eq(contestWorks.id, workId));
    const res = await t.call('POST', `/api/staff/queue/${workId}/accept`, { token: mod.token });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'You cannot moderate your own work' });
    const [row] = await t.deps.db.select().from(contestWorks).where(eq(contestWorks.id, workId));
    expect(row?.statusId).toBe(1);
    const other = await staffMember(t, 'moderator');
    expect((await t.call('POST', `/api/staff/queue/${workId}/accept`, { token: other.token })).status).toBe(200);
  });
});
