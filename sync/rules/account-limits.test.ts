import { describe, expect, it } from 'vitest';
import { isAllowedBirthday, needsParentConsent, parentConsentProblem } from './account-limits.ts';

const today = new Date(Date.UTC(2026, 10, 29));

describe('age and parent consent (issue 42)', () => {
  it('accepts ages 7 to 100', () => {
    expect(isAllowedBirthday('2015-03-01', today)).toBe(true); // 11, 5th grade
    expect(isAllowedBirthday('1976-01-01', today)).toBe(true); // a teacher of 50
    expect(isAllowedBirthday('2019-11-29', today)).toBe(true); // 7 today
    expect(isAllowedBirthday('2019-11-30', today)).toBe(false); // 6
    expect(isAllowedBirthday('1926-11-30', today)).toBe(true); // 99
    expect(isAllowedBirthday('1925-11-29', today)).toBe(false); // 101
  });
  it('asks a parent consent under 14, with a name and a contact', () => {
    expect(needsParentConsent('2012-11-30', today)).toBe(true); // 13
    expect(needsParentConsent('2012-11-29', today)).toBe(false); // 14 today
    expect(parentConsentProblem('2015-03-01', null, today)).toBe('consentRequired');
    expect(parentConsentProblem('2015-03-01', { name: ' ', contact: '+79990001122' }, today)).toBe('parentName');
    expect(parentConsentProblem('2015-03-01', { name: 'Ольга', contact: '' }, today)).toBe('parentContact');
    expect(parentConsentProblem('2015-03-01', { name: 'Ольга', contact: 'olga@example.org' }, today)).toBeNull();
    expect(parentConsentProblem('2010-01-01', null, today)).toBeNull();
  });
});
