// The spec's validation rules (section 5) and their Russian messages, word for word, for the
// sign-in, registration, recovery, onboarding and profile forms. One reading of each message
// is used everywhere. Phone rules come from sync/rules/phone.ts (shared with the server).
import * as v from 'valibot';
import {
  AGE_MESSAGES,
  isAllowedBirthday,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_TYPE_DESCRIPTION_OPTIONAL,
} from './account-limits.ts';
import { isEmail, normalizeLogin, normalizePhone } from './phone.ts';
import { looksLikeEmail, phoneForServer } from './phone-mask.ts';

export const MSG = {
  required: 'Обязательное поле',
  fieldRequired: 'Поле обязательно',
  fillAll: 'Заполни все поля',
  mustAccept: 'Прими условия, чтобы продолжить',
  acceptAgreement: 'Прими соглашение',
  badPhone: 'Некорректный номер телефона',
  badLogin: 'Некорректный логин',
  badValue: 'Заполни поле корректно',
  passwordMin: 'Минимальная длина 7 символов',
  passwordMismatch: 'Пароль не совпадает',
  passwordsMustMatch: 'Пароли должны совпадать',
  nameMin: 'Имя должно содержать минимум 4 символа',
  aboutRequired: 'Заполни информацию о себе',
  schoolName: 'Напиши название своей школы',
  codeIncomplete: 'Введи все 4 цифры кода',
  /** Ages 7 to 100; the server refuses other birthdays too (sync/rules/account-limits.ts). */
  ageRange: AGE_MESSAGES.ageRange,
} as const;

/** The first message of a valibot check, or null when the value passes. */
export function issueOf<T>(schema: v.GenericSchema<T>, value: T): string | null {
  const res = v.safeParse(schema, value);
  return res.success ? null : (res.issues[0]?.message ?? MSG.badValue);
}

export const passwordSchema = v.pipe(
  v.string(),
  v.nonEmpty(MSG.required),
  v.minLength(PASSWORD_MIN_LENGTH, MSG.passwordMin),
);
export const nameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(MSG.fieldRequired),
  v.minLength(NAME_MIN_LENGTH, MSG.nameMin),
);

/** The masked phone field: empty -> 'Обязательное поле', otherwise a valid Russian number. */
export function phoneError(masked: string): string | null {
  if (!masked.trim()) return MSG.required;
  return normalizePhone(phoneForServer(masked)) ? null : MSG.badPhone;
}

/** The login field (phone or e-mail): the login as sent to the server, or the error. */
export function loginValue(text: string): { login: string } | { error: string } {
  if (looksLikeEmail(text)) return isEmail(text) ? { login: text.trim().toLowerCase() } : { error: MSG.badLogin };
  const phone = phoneForServer(text);
  return normalizeLogin(phone) ? { login: phone } : { error: MSG.badPhone };
}

/** The social-link login: a phone or e-mail of at least 4 characters, else 'Некорректный логин'. */
export function linkLoginValue(text: string): { login: string } | { error: string } {
  if (text.trim().length < 4) return { error: MSG.badLogin };
  const res = loginValue(text);
  return 'error' in res ? { error: MSG.badLogin } : res;
}

export function confirmError(password: string, confirm: string, message: string = MSG.passwordMismatch): string | null {
  if (!confirm) return MSG.required;
  return password === confirm ? null : message;
}

/** 'DD.MM.YYYY' -> 'YYYY-MM-DD' for a real date in the past (from 1900), else null. */
export function birthdayToIso(text: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [, dd, mm, yyyy] = m;
  const iso = `${yyyy}-${mm}-${dd}`;
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso) return null;
  if (d.getUTCFullYear() < 1900 || d.getTime() > Date.now()) return null;
  return iso;
}

/** 'YYYY-MM-DD' -> 'DD.MM.YYYY' (empty for null). */
export function isoToBirthday(iso: string | null | undefined): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}

/** Typing mask DD.MM.YYYY: digits only, dots put in by themselves. */
export function maskBirthday(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 8);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4, 8)].filter(Boolean).join('.');
}

export function birthdayError(text: string): string | null {
  if (!text.trim()) return MSG.fieldRequired;
  const iso = birthdayToIso(text);
  if (!iso) return MSG.badValue;
  return isAllowedBirthday(iso) ? null : MSG.ageRange;
}

/** 'О себе' is required unless the participant type is 1. */
export function descriptionError(typeId: number | null, description: string): string | null {
  if (typeId === USER_TYPE_DESCRIPTION_OPTIONAL) return null;
  return description.trim() ? null : MSG.aboutRequired;
}
