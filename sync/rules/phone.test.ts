import { describe, expect, it } from 'vitest';
import { channelForRequest } from './account-limits.ts';
import { formatPhone, normalizeLogin, normalizePhone } from './phone.ts';

describe('phone rules', () => {
  it('accepts 11 digits starting with 7 or 8 in any formatting and stores 7 + last 10', () => {
    expect(normalizePhone('+7 (999) 123-45-67')).toBe('79991234567');
    expect(normalizePhone('8 999 123 45 67')).toBe('79991234567');
    expect(normalizePhone('89991234567')).toBe('79991234567');
    expect(normalizePhone('7-999-123-45-67')).toBe('79991234567');
  });
  it('refuses other lengths and leading digits', () => {
    expect(normalizePhone('9991234567')).toBeNull();
    expect(normalizePhone('+1 999 123 45 67')).toBeNull();
    expect(normalizePhone('799912345678')).toBeNull();
    expect(normalizePhone('')).toBeNull();
  });
  it('reads e-mails lower-cased and phones normalised', () => {
    expect(normalizeLogin(' Pupil@Example.ORG ')).toEqual({ kind: 'email', value: 'pupil@example.org' });
    expect(normalizeLogin('8 (999) 000-00-01')).toEqual({ kind: 'phone', value: '79990000001' });
    expect(normalizeLogin('not@mail')).toBeNull();
    expect(normalizeLogin('abc')).toBeNull();
  });
  it('formats with the mask', () => {
    expect(formatPhone('79991234567')).toBe('+7 (999) 123-45-67');
  });
  it('sends requests 1-3 by voice, the 4th by SMS and refuses the 5th', () => {
    expect([1, 2, 3, 4, 5].map((n) => channelForRequest(n))).toEqual([
      'flash_call',
      'flash_call',
      'flash_call',
      'sms',
      null,
    ]);
  });
});
