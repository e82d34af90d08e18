import { describe, expect, it } from 'vitest';
import { BAD_EMAIL, formErrors, REQUIRED } from './event-form.ts';

const fields = [
  { name: 'name', label: 'Имя', type: 'text', required: true },
  { name: 'email', label: 'Почта', type: 'email', required: true },
  { name: 'phone', label: 'Телефон', type: 'phone', required: false },
] as const;

describe('formErrors', () => {
  it('names empty required fields and a wrong e-mail', () => {
    expect(formErrors([...fields], { name: ' ', email: 'nope' })).toEqual({ name: REQUIRED, email: BAD_EMAIL });
  });
  it('passes a complete form with optional fields empty', () => {
    expect(formErrors([...fields], { name: 'Аня', email: 'a@b.ru' })).toEqual({});
  });
});
