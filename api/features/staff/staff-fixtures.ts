// Test helpers for the staff area: staff of each role, and a contest work waiting for moderation.
import { contests, contestWorks } from '../../../db/schema/contests.ts';
import { one } from '../../../db/store.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { setStaffRole, type StaffRole } from '../users/staff-roles.ts';

let n = 0;

export async function staffMember(t: TestApp, role: StaffRole) {
  n += 1;
  const login = `${role}-${n}@example.org`;
  const member = await t.signUp(login);
  await setStaffRole(t.deps.db, login, role);
  return member;
}

/** A work on moderation by a new pupil, sent `hoursAgo` hours ago. */
export async function workOnModeration(t: TestApp, hoursAgo: number, name = 'Моя работа') {
  const author = await t.signUp();
  const contest = await one(t.deps.db.select({ id: contests.id }).from(contests));
  if (!contest) throw new Error('the demo seed has no contest');
  const createdAt = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
  const work = await one(
    t.deps.db
      .insert(contestWorks)
      .values({ contestId: contest.id, userId: author.userId, name, description: 'Описание', statusId: 1, createdAt })
      .returning({ id: contestWorks.id }),
  );
  if (!work) throw new Error('the work was not inserted');
  return { author, workId: work.id, contestId: contest.id };
}
