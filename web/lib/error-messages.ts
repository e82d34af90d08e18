// The one place that turns a server error ({"detail"} + status) into the Russian text of the
// spec's error catalogue. Screens call messageFor(); they never show a raw English detail.
import type { ApiError } from './api-client.ts';
import { AGE_MESSAGES } from '../../sync/rules/account-limits.ts';

export const MSG_GENERIC = 'Что-то пошло не так, попробуй позднее';
export const MSG_NETWORK = 'Нет подключения к интернету. Проверь сеть и попробуй ещё раз';
const MSG_LOGIN_FAILED = 'Логин/пароль неверный';
const MSG_USER_NOT_FOUND = 'Пользователь не найден';
export const MSG_PHONE_NOT_FOUND = 'Номер телефона не найден. Проверь, всё ли введено верно или перейди к регистрации.';
export const MSG_PHONE_TAKEN = 'Номер телефона уже используется';
const MSG_LOGIN_TAKEN = 'Логин уже занят';
const MSG_USER_EXISTS = 'Такой пользователь уже существует';
const MSG_WRONG_CODE = 'Попробуй ввести ещё раз или запроси повторно.';
export const MSG_WRONG_CODE_RECOVERY = 'Неверный код!';
const MSG_WRONG_OLD_PASSWORD = 'Неверный пароль';
export const MSG_PASSWORD_CHANGED = 'Пароль изменён';
export const MSG_CONFIRM_ERROR = 'Произошла ошибка';
const MSG_BLOCKED_BY_AUTHOR = 'Автор тебя заблокировал: оценивать и комментировать его материалы нельзя';
const MSG_ALREADY_BOOKMARKED = 'Уже в добавлено в избранное';
const MSG_INVALID_BOOKMARK = 'Не удалось добавить в избранное: неверные данные';
const MSG_GIFTS_DISABLED = 'Подарки сейчас недоступны';
const MSG_NOT_AUTHENTICATED = 'Войди, чтобы продолжить';
const MSG_FORBIDDEN = 'Доступ запрещен';
const MSG_INVALID_PHONE = 'Некорректный номер телефона';
const MSG_INVALID_EMAIL = 'Заполни поле корректно';
const MSG_REQUIRED_FIELD = 'Поле обязательно';
/** A full disk on the server (507): nothing was saved; the device's queue keeps its actions and retries. */
export const MSG_OUT_OF_SPACE = 'На сервере закончилось место';

/** The limit popup (status 424, or the 5th code request within 24 hours). */
export const LIMIT_POPUP = {
  title: 'Достигнут лимит запросов',
  text: 'Попробуй еще раз через 24 часа',
  close: 'Закрыть',
} as const;
const LIMIT_STATUS = 424;

export const FEEDBACK_SUCCESS = {
  title: 'Сообщение отправлено',
  text: 'Мы получили твоё сообщение. Вернёмся с ответом в течение нескольких рабочих дней.',
  button: 'Отлично',
} as const;
export const FEEDBACK_FAILURE = {
  title: 'Произошла ошибка.',
  text: 'Сообщение не отправлено. Попробуй отправить вопрос позже',
  button: 'Хорошо',
} as const;

/** The error screen: title 'Ошибка {code}', a message per status and the home button. */
export const ERROR_SCREEN = {
  notFound: 'Ой! Мы не смогли найти эту страницу или она не существует',
  forbidden: 'Доступ запрещен',
  other: 'Что-то пошло не так',
  homeButton: 'На главную',
} as const;

export function errorScreenTitle(status: number): string {
  return `Ошибка ${status}`;
}

export function errorScreenMessage(status: number): string {
  if (status === 404) return ERROR_SCREEN.notFound;
  if (status === 403) return ERROR_SCREEN.forbidden;
  return ERROR_SCREEN.other;
}

/** Server `detail` strings (compared case-insensitively) and their Russian texts. */
const BY_DETAIL: Readonly<Record<string, string>> = {
  'login is taken': MSG_LOGIN_TAKEN,
  'phone is taken': MSG_PHONE_TAKEN,
  'phone already used': MSG_PHONE_TAKEN,
  'user already exists': MSG_USER_EXISTS,
  'wrong code': MSG_WRONG_CODE,
  'invalid code': MSG_WRONG_CODE,
  'wrong old password': MSG_WRONG_OLD_PASSWORD,
  'wrong login or password': MSG_LOGIN_FAILED,
  'invalid login or password': MSG_LOGIN_FAILED,
  'incorrect login or password': MSG_LOGIN_FAILED,
  'phone not found': MSG_PHONE_NOT_FOUND,
  'user not found': MSG_USER_NOT_FOUND,
  "you can't add comment": MSG_BLOCKED_BY_AUTHOR,
  "you can't add like": MSG_BLOCKED_BY_AUTHOR,
  "you can't add dislike": MSG_BLOCKED_BY_AUTHOR,
  'you are already add collection': MSG_ALREADY_BOOKMARKED,
  'you are already add page': MSG_ALREADY_BOOKMARKED,
  'invalid bookmark data': MSG_INVALID_BOOKMARK,
  'invalid bookmark type': MSG_INVALID_BOOKMARK,
  'gifts functionality is disabled': MSG_GIFTS_DISABLED,
  'not authenticated': MSG_NOT_AUTHENTICATED,
  forbidden: MSG_FORBIDDEN,
  'commenting suspended': 'Модератор временно запретил тебе оставлять комментарии',
  'account suspended': 'Аккаунт заблокирован модератором',
  'invalid phone': MSG_INVALID_PHONE,
  'invalid email': MSG_INVALID_EMAIL,
  // Accounts (registration, profile, social link).
  'invalid login': 'Некорректный логин',
  'passwords do not match': 'Пароль не совпадает',
  'password: password too short': 'Минимальная длина 7 символов',
  'new_password: password too short': 'Минимальная длина 7 символов',
  'name: name too short': 'Имя должно содержать минимум 4 символа',
  'last_name: last name too short': 'Имя должно содержать минимум 4 символа',
  'description required': 'Заполни информацию о себе',
  'birthday: age must be from 7 to 100': AGE_MESSAGES.ageRange,
  'parent consent required': AGE_MESSAGES.consentRequired,
  'parent_consent: parent name required': AGE_MESSAGES.parentName,
  'parent_consent: parent contact required': AGE_MESSAGES.parentContact,
  'agreement required': 'Прими условия, чтобы продолжить',
  // A school missing from the list ('Моей школы нет в списке') and staff work on schools.
  'school name required': 'Напиши название своей школы',
  'city required for a new school': 'Сначала выбери город',
  'schools are in different cities': 'Объединять можно только школы одного города',
  'cannot merge a school into itself': 'Выбери другую школу для объединения',
  'school not found': 'Школа не найдена: обнови список',
  'social account already linked': 'Этот аккаунт соцсети уже привязан к другому профилю',
  'request limit reached': LIMIT_POPUP.title,
  'too many requests': LIMIT_POPUP.title,
  'too many invitations today': 'Сегодня отправлено слишком много приглашений. Попробуй завтра',
  'you cannot decide your own request': 'Свою заявку решает другой сотрудник',
  'you cannot moderate your own work': 'Свою работу проверяет другой модератор',
  'work already accepted': 'Работа уже принята: обложку больше нельзя заменить',
  // Contest works (the upload forms, and a work kept on the device that the server refused later).
  'work already sent': 'Работа уже отправлена: дождись результата модерации',
  'contest is not collecting works': 'Сбор работ сейчас закрыт',
  'not a participant': 'Сначала подай заявку на участие в конкурсе',
  'upload already attached': 'Эта работа уже отправлена',
  'upload not found': 'Видео не найдено на сервере: выбери его ещё раз',
};

/**
 * Where the error happened, for the catalogue rows that depend on it:
 * - login: an unmapped 401/404 is 'Логин/пароль неверный';
 * - recovery: 'Wrong code' is 'Неверный код!', an unmapped 404 is the phone-not-found text;
 * - verify (sending a code): any unmapped failure is 'Что-то пошло не так, попробуйте позднее'.
 */
export type ErrorContext = 'login' | 'recovery' | 'verify' | 'registration' | 'general';

export interface ErrorLike {
  detail?: string;
  message?: string;
  status?: number;
  kind?: ApiError['kind'];
}

function normalise(text: string): string {
  return text
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/’/g, "'")
    .toLowerCase();
}

/** True when the error is the code-request limit (status 424). */
export function isLimitError(error: ErrorLike | ApiError | null | undefined): boolean {
  return error?.status === LIMIT_STATUS;
}

/** The Russian message for an ApiError or an {detail, status} object. */
export function messageFor(error: ApiError | ErrorLike | null | undefined, context: ErrorContext = 'general'): string {
  if (!error) return MSG_GENERIC;
  if (error.kind === 'network' || (error.status === 0 && error.kind !== 'aborted')) return MSG_NETWORK;
  if (error.status === LIMIT_STATUS) return LIMIT_POPUP.title;
  if (error.status === 507) return MSG_OUT_OF_SPACE;
  const detail =
    ('detail' in error && typeof error.detail === 'string' ? error.detail : undefined) ?? error.message ?? '';
  const key = normalise(detail);
  if (context === 'recovery' && key === 'wrong code') return MSG_WRONG_CODE_RECOVERY;
  if (context === 'recovery' && key === 'user not found') return MSG_PHONE_NOT_FOUND;
  const mapped = BY_DETAIL[key];
  if (mapped) return mapped;
  if (key.startsWith('field is required')) return MSG_REQUIRED_FIELD;
  if (context === 'login' && (error.status === 401 || error.status === 404)) return MSG_LOGIN_FAILED;
  if (context === 'recovery' && error.status === 404) return MSG_PHONE_NOT_FOUND;
  if (error.status === 401) return MSG_NOT_AUTHENTICATED;
  if (error.status === 403) return MSG_FORBIDDEN;
  return MSG_GENERIC;
}
