// Who may see a user's personal data (surname, region, city, school). These are children's
// details: only the user, staff who look after accounts, and (for pupils) their mentors see
// them; other members see the public profile, guests only the card. Never widen this here
// without a reason a parent would accept.
import type { Db } from '../../db/store.ts';
import { mentorsPupil } from './contest-mentors.ts';
import type { SessionUser } from './session-service.ts';

/** guest: not signed in; member: signed in, no relation; trusted: the user, staff or a mentor. */
export type Audience = 'guest' | 'member' | 'trusted';

/** Staff roles that look after accounts; editors handle content and see no personal data. */
export const PERSONAL_DATA_ROLES = ['admin', 'moderator'];

/**
 * Whether `mentorId` mentors the pupil `pupilId`: the pupil handed them their join code in a
 * contest (the special contest's mentor links). A removed pupil is no longer visible.
 */
function isMentorOf(db: Db, mentorId: number, pupilId: number): Promise<boolean> {
  return mentorsPupil(db, mentorId, pupilId);
}

export async function audienceFor(db: Db, viewer: SessionUser | null, userId: number): Promise<Audience> {
  if (!viewer) return 'guest';
  if (
    viewer.id === userId ||
    viewer.roles.some((r) => PERSONAL_DATA_ROLES.includes(r)) ||
    (await isMentorOf(db, viewer.id, userId))
  )
    return 'trusted';
  return 'member';
}

/** The audience for lists of many users: personal data only for staff. */
export function listAudience(viewer: SessionUser | null): Audience {
  if (!viewer) return 'guest';
  return viewer.roles.some((r) => PERSONAL_DATA_ROLES.includes(r)) ? 'trusted' : 'member';
}
