// The domain event of moderating a contest work (after commit). The notifications feature tells
// the author (and their mentor) the result; the staff queue and POST /contest-video/moderate both
// go through moderateWork, so the event fires the same way from either.
import '../../lib/domain-events.ts';

declare module '../../lib/domain-events.ts' {
  interface DomainEventMap {
    /** statusId 3: accepted and published; 2: rejected with `cancelText` shown to the author. */
    'contest.work_moderated': {
      workId: number;
      contestId: number;
      authorId: number;
      statusId: 2 | 3;
      cancelText: string | null;
      moderatorId: number;
    };
  }
}
