// The card rules of spec section 2 as pure functions: where a card links (course items go
// to their step), whether it is locked for a guest, and the guest note on contest cards.
export interface CardRuleInput {
  href: string;
  type: { code: string };
  courseSteps?: { id: number; courseId: number; isOpen?: boolean }[] | null;
}

export const CONTEST_GUEST_NOTE = 'Чтобы участвовать, войди на сайт';

/** '/course/{courseId}/{stepId}' for items with course steps, the card's own href otherwise. */
export function cardHref(card: CardRuleInput): string {
  const step = card.courseSteps?.[0];
  return step ? `/course/${step.courseId}/${step.id}` : card.href;
}

/** Course items carry a lock; for a guest a locked card opens the login instead of the link. */
export function isCourseItem(card: CardRuleInput): boolean {
  return card.type.code === 'course' || (card.courseSteps?.length ?? 0) > 0;
}

export function lockedFor(card: CardRuleInput, loggedIn: boolean): boolean {
  return !loggedIn && isCourseItem(card) && !card.courseSteps?.[0]?.isOpen;
}

export function guestNote(card: CardRuleInput, loggedIn: boolean): string | null {
  return !loggedIn && card.type.code === 'contest' ? CONTEST_GUEST_NOTE : null;
}
