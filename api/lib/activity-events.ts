// Domain events of content and learning (publishing, courses, quizzes), added to
// the shared map of api/lib/domain-events.ts. Notifications, badges and points subscribe; emitters
// call these only after their change committed (or inside the push transaction that carries it).
import type { Db } from '../../db/store.ts';
import { emitDomainEvent, type DomainEventMap } from './domain-events.ts';

declare module './domain-events.ts' {
  interface DomainEventMap {
    /** A material became visible to everyone (created published, or published later). */
    'page.published': { pageId: number; authorId: number | null };
    /** Every step of the course is completed for this user (once, when the last one is). */
    'course.completed': { userId: number; courseId: number };
    /** A quiz attempt got its last answer. */
    'quiz.finished': { userId: number; quizId: number; score: number; maxScore: number };
  }
}

type ActivityEventName = 'page.published' | 'course.completed' | 'quiz.finished';

export function emitActivityEvent<K extends ActivityEventName>(
  db: Db,
  name: K,
  payload: DomainEventMap[K],
): Promise<void> {
  return emitDomainEvent(db, name, payload);
}
