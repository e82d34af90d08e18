import { describe, expect, it } from 'vitest';
import { cardHref, CONTEST_GUEST_NOTE, guestNote, isCourseItem, lockedFor } from './content-cards.ts';

const post = { href: '/post/fotosintez', type: { code: 'audio' } };
const step = { href: '/post/kletka', type: { code: 'article' }, courseSteps: [{ id: 7, courseId: 3 }] };
const contest = { href: '/contests/5', type: { code: 'contest' } };

describe('card rules', () => {
  it('links course items to their step and others to their own page', () => {
    expect(cardHref(post)).toBe('/post/fotosintez');
    expect(cardHref(step)).toBe('/course/3/7');
  });

  it('locks course items for guests only, unless the step is open', () => {
    expect(isCourseItem(step)).toBe(true);
    expect(isCourseItem(post)).toBe(false);
    expect(lockedFor(step, false)).toBe(true);
    expect(lockedFor(step, true)).toBe(false);
    expect(lockedFor({ ...step, courseSteps: [{ id: 7, courseId: 3, isOpen: true }] }, false)).toBe(false);
    expect(lockedFor(post, false)).toBe(false);
  });

  it('shows the guest note on contest cards only', () => {
    expect(guestNote(contest, false)).toBe(CONTEST_GUEST_NOTE);
    expect(guestNote(contest, true)).toBeNull();
    expect(guestNote(post, false)).toBeNull();
  });
});
