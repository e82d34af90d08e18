// Who mentors a pupil in a contest (the special contest's mentor links, added by join code):
// notifications about a pupil's work also reach their mentors.
import { and, eq } from 'drizzle-orm';
import { one, type Db } from '../../db/store.ts';
import { contestMentorPupils } from '../../db/schema/contests.ts';

/** The ids of the pupil's mentors in this contest (at most one today; [] when none). */
export async function mentorIdsOf(db: Db, pupilId: number, contestId: number): Promise<number[]> {
  const rows = await db
    .select({ mentorId: contestMentorPupils.mentorId })
    .from(contestMentorPupils)
    .where(and(eq(contestMentorPupils.pupilId, pupilId), eq(contestMentorPupils.contestId, contestId)));
  return rows.map((r) => r.mentorId);
}

/** Whether `mentorId` gathered `pupilId` in any contest. */
export async function mentorsPupil(db: Db, mentorId: number, pupilId: number): Promise<boolean> {
  const row = await one(
    db
      .select({ id: contestMentorPupils.id })
      .from(contestMentorPupils)
      .where(and(eq(contestMentorPupils.mentorId, mentorId), eq(contestMentorPupils.pupilId, pupilId))),
  );
  return row !== undefined;
}
