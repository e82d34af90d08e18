import { describe, expect, it } from 'vitest';
import {
  maskPhone,
  nationalDigits,
  nextLoginValue,
  nextPhoneValue,
  phoneForServer,
  stripCyrillic,
} from './phone-mask.ts';

describe('phone mask', () => {
  it('masks what is typed digit by digit', () => {
    let v = '';
    for (const ch of '9991234567') v = nextPhoneValue(v, v + ch);
    expect(v).toBe('+7 (999) 123-45-67');
  });
  it('reads pasted numbers starting with 8, 7 or +7 and stops at ten national digits', () => {
    expect(nationalDigits('89991234567')).toBe('9991234567');
    expect(nationalDigits('+7 999 123 45 67 89')).toBe('9991234567');
    expect(nextPhoneValue('', '8 (999) 123-45-67')).toBe('+7 (999) 123-45-67');
    expect(phoneForServer('+7 (999) 123-45-67')).toBe('+79991234567');
    expect(phoneForServer('+7 (999) 123-45-67').length).toBeLessThanOrEqual(12);
  });
  it('deleting a mask character removes the digit before it', () => {
    expect(nextPhoneValue('+7 (999) 123-4', '+7 (999) 123-')).toBe('+7 (999) 123');
    expect(nextPhoneValue('+7 (999)', '+7 (999')).toBe('+7 (99');
    expect(maskPhone('')).toBe('');
    expect(nextPhoneValue('+7 (', '+7 ')).toBe('');
  });
  it('a first 7 or 8 is read as the country prefix', () => {
    let v = '';
    for (const ch of '89991234567') v = nextPhoneValue(v, v + ch);
    expect(v).toBe('+7 (999) 123-45-67');
  });
  it('the login field leaves e-mails as typed', () => {
    expect(nextLoginValue('', 'a')).toBe('a');
    expect(nextLoginValue('mentor@example.or', 'mentor@example.org')).toBe('mentor@example.org');
    expect(nextLoginValue('', '9')).toBe('+7 (9');
  });
  it('strips Cyrillic letters from passwords', () => {
    expect(stripCyrillic('пароль1234Abc!ё')).toBe('1234Abc!');
  });
});
