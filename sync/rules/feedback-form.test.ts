import { describe, expect, it } from 'vitest';
import { fieldError, formErrors, sendPayload, type FeedbackField } from './feedback-form.ts';

const fields: FeedbackField[] = [
  { type: 'text', code: 'name', name: 'Имя', values: [], required: true },
  { type: 'email', code: 'email', name: 'E-mail', values: [], required: true },
  { type: 'select', code: 'theme', name: 'Тема', values: ['Курсы', 'Другое'], required: true },
  { type: 'phone', code: 'phone', name: 'Телефон', values: [], required: false },
];

describe('feedback form rules', () => {
  it('asks for every required field', () => {
    expect(formErrors(fields, {})).toEqual({
      name: 'Поле обязательно',
      email: 'Поле обязательно',
      theme: 'Поле обязательно',
    });
  });
  it('accepts valid values and an empty optional phone', () => {
    expect(formErrors(fields, { name: 'Аня', email: 'a@b.ru', theme: 'Курсы' })).toEqual({});
  });
  it('rejects a malformed e-mail and phone, and a theme outside the list', () => {
    expect(fieldError(fields[1]!, 'nope')).toBe('Заполни поле корректно');
    expect(fieldError(fields[3]!, '12')).toBe('Заполни поле корректно');
    expect(fieldError(fields[3]!, '+7 (999) 123-45-67')).toBeNull();
    expect(fieldError(fields[3]!, '89991234567')).toBeNull();
    expect(fieldError(fields[2]!, 'Чужая')).toBe('Поле обязательно');
  });
  it('sends every field by code, trimmed', () => {
    expect(sendPayload(fields.slice(0, 1), { name: ' Аня ' })).toEqual({ list: [{ name: 'name', value: 'Аня' }] });
  });
});
