import { describe, expect, it } from 'vitest';
import {
  birthdayError,
  birthdayToIso,
  confirmError,
  descriptionError,
  isoToBirthday,
  issueOf,
  linkLoginValue,
  loginValue,
  maskBirthday,
  MSG,
  nameSchema,
  passwordSchema,
  phoneError,
} from './account-forms.ts';

describe('account rules', () => {
  it('phone: required, then a valid Russian number', () => {
    expect(phoneError('')).toBe('Обязательное поле');
    expect(phoneError('+7 (999) 12')).toBe('Некорректный номер телефона');
    expect(phoneError('+7 (999) 123-45-67')).toBeNull();
  });
  it('password: at least 7 characters; confirmation must match', () => {
    expect(issueOf(passwordSchema, '123456')).toBe('Минимальная длина 7 символов');
    expect(issueOf(passwordSchema, '1234567')).toBeNull();
    expect(confirmError('1234567', '1234568')).toBe('Пароль не совпадает');
    expect(confirmError('1234567', '1234568', MSG.passwordsMustMatch)).toBe('Пароли должны совпадать');
    expect(confirmError('1234567', '1234567')).toBeNull();
  });
  it('login: a phone or an e-mail', () => {
    expect(loginValue('+7 (999) 123-45-67')).toEqual({ login: '+79991234567' });
    expect(loginValue('Mentor@Example.org')).toEqual({ login: 'mentor@example.org' });
    expect(loginValue('mentor@')).toEqual({ error: 'Некорректный логин' });
    expect(loginValue('+7 (999)')).toEqual({ error: 'Некорректный номер телефона' });
    expect(linkLoginValue('a@b')).toEqual({ error: 'Некорректный логин' });
  });
  it('names need 4 characters; birthdays are real past dates', () => {
    expect(issueOf(nameSchema, '')).toBe('Поле обязательно');
    expect(issueOf(nameSchema, 'Ян')).toBe('Имя должно содержать минимум 4 символа');
    expect(birthdayError('')).toBe('Поле обязательно');
    const year = new Date().getFullYear();
    expect(birthdayError(`01.01.${year - 4}`)).toBe('Возраст участника — от 7 до 100 лет');
    expect(birthdayError(`01.01.${year - 102}`)).toBe('Возраст участника — от 7 до 100 лет');
    expect(birthdayError(`01.01.${year - 15}`)).toBeNull();
    // Issue 42: a pupil of 11 (5th grade) and a teacher of 60 take part.
    expect(birthdayError(`01.01.${year - 11}`)).toBeNull();
    expect(birthdayError(`01.01.${year - 60}`)).toBeNull();
    expect(birthdayToIso('31.02.2010')).toBeNull();
    expect(birthdayToIso('05.03.2010')).toBe('2010-03-05');
    expect(isoToBirthday('2010-03-05')).toBe('05.03.2010');
    expect(maskBirthday('05032010')).toBe('05.03.2010');
  });
  it('about me is optional only for type 1', () => {
    expect(descriptionError(1, '')).toBeNull();
    expect(descriptionError(2, ' ')).toBe('Заполни информацию о себе');
  });
});
