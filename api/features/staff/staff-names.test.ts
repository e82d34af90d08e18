// The staff area names people by the privacy rule (api/lib/person-name.ts) for the staff member reading:
// every list that names a pupil (queue, complaints, inbox, users, audit) gives an admin the surname and a
// viewer the rule does not trust (an editor, should a list ever reach one) the first name only.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { pages } from '../../../db/schema/content.ts';
import { faqMessages } from '../../../db/schema/faq.ts';
import { one } from '../../../db/store.ts';
import { nameViewerOf, type NameViewer } from '../../lib/person-name.ts';
import { listStaffActions } from '../../lib/staff-audit.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { listComplaints } from './complaints-service.ts';
import { listInbox } from './inbox-service.ts';
import { listQueue } from './queue-service.ts';
import { staffMember, workOnModeration } from './staff-fixtures.ts';
import { searchUsers } from './users-service.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

/** Every staff list, read by `viewer`, as one text. Test users are 'Тест Тестов', a pupil until typed. */
async function staffLists(viewer: NameViewer) {
  const db = t.deps.db;
  const page = { limit: 50, offset: 0 };
  return JSON.stringify([
    await listQueue(db, { status: 1, ...page }, viewer),
    await listComplaints(db, 'new', page.limit, page.offset, viewer),
    await listInbox(db, { state: 'all', ...page }, viewer),
    await searchUsers(db, { q: 'staff-names', ...page }, viewer),
    await listStaffActions(db, page, viewer),
  ]);
}

describe('staff lists follow the privacy rule', () => {
  it('give an admin a pupil’s surname and an editor the first name only', async () => {
    t = await createTestApp();
    const db = t.deps.db;
    await workOnModeration(t, 1);
    const material = await one(db.select({ id: pages.id }).from(pages).where(eq(pages.isPublished, true)));
    const author = await t.signUp();
    const added = await t.call('POST', `/api/page/${material!.id}/add_comment`, {
      token: author.token,
      body: { text: 'Комментарий' },
    });
    const { id } = (await added.json()) as { id: number };
    const reporter = await t.signUp();
    const complaint = { reason: 'abuse', text: 'Оскорбляет' };
    expect(
      (await t.call('POST', `/api/comment/${id}/complaint`, { token: reporter.token, body: complaint })).status,
    ).toBe(201);
    const sender = await t.signUp('staff-names-sender@example.org');
    await db.insert(faqMessages).values({ email: 'a@example.org', fields: {}, userId: sender.userId });
    const admin = await staffMember(t, 'admin');
    // An audit row by a staff member who is a pupil by type (none yet) names them too.
    const pupilStaff = await t.signUp('staff-names-mod@example.org');
    expect(
      (
        await t.call('POST', `/api/staff/users/${pupilStaff.userId}/suspend`, {
          token: admin.token,
          body: { reason: 'x' },
        })
      ).status,
    ).toBe(200);

    const asAdmin = await staffLists(await nameViewerOf(db, { id: admin.userId, roles: ['admin'] }));
    expect(asAdmin).toContain('Тест Тестов');
    expect(asAdmin).toContain('"last_name":"Тестов"');
    const asEditor = await staffLists(await nameViewerOf(db, { id: 0, roles: ['editor'] }));
    expect(asEditor).toContain('"name":"Тест"');
    expect(asEditor).not.toContain('Тестов');
  });
});
