// The error catalogue of both spec documents: server detail (and status) -> Russian text.
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import {
  ERROR_SCREEN,
  LIMIT_POPUP,
  MSG_GENERIC,
  MSG_NETWORK,
  errorScreenMessage,
  errorScreenTitle,
  isLimitError,
  messageFor,
} from './error-messages.ts';

describe('messageFor', () => {
  it.each([
    ['Login is taken', 'Логин уже занят'],
    ['Wrong code', 'Попробуй ввести ещё раз или запроси повторно.'],
    ['Wrong old password', 'Неверный пароль'],
    ['Phone not found', 'Номер телефона не найден. Проверь, всё ли введено верно или перейди к регистрации.'],
    ['Phone is taken', 'Номер телефона уже используется'],
    ['User already exists', 'Такой пользователь уже существует'],
    ["You can't add comment", 'Автор тебя заблокировал: оценивать и комментировать его материалы нельзя'],
    ["You can't add like", 'Автор тебя заблокировал: оценивать и комментировать его материалы нельзя'],
    ["You can't add dislike", 'Автор тебя заблокировал: оценивать и комментировать его материалы нельзя'],
    ['You are already add collection', 'Уже в добавлено в избранное'],
    ['You are already add page', 'Уже в добавлено в избранное'],
    ['Invalid bookmark data', 'Не удалось добавить в избранное: неверные данные'],
    ['Invalid bookmark type', 'Не удалось добавить в избранное: неверные данные'],
    ['Invalid login or password', 'Логин/пароль неверный'],
    ['Invalid phone', 'Некорректный номер телефона'],
    ['Field is required: email', 'Поле обязательно'],
    ['Gifts functionality is disabled', 'Подарки сейчас недоступны'],
  ])('maps detail %j', (detail, text) => {
    expect(messageFor({ detail, status: 400 })).toBe(text);
  });

  it('reads the detail from an ApiError message, ignoring case, curly quotes and a final dot', () => {
    expect(messageFor(new ApiError('Login is taken', 400, 'http', { detail: 'Login is taken' }))).toBe(
      'Логин уже занят',
    );
    expect(messageFor({ detail: 'you can’t add like.', status: 403 })).toBe(
      'Автор тебя заблокировал: оценивать и комментировать его материалы нельзя',
    );
  });

  it('says the server is out of space for a 507, whatever the context', () => {
    expect(messageFor({ detail: 'Server out of space', status: 507 })).toBe('На сервере закончилось место');
    expect(messageFor({ detail: 'Server out of space', status: 507 }, 'login')).toBe('На сервере закончилось место');
  });

  it('depends on the context where the catalogue does', () => {
    expect(messageFor({ detail: 'Wrong code', status: 400 }, 'recovery')).toBe('Неверный код!');
    expect(messageFor({ detail: 'Unauthorized', status: 401 }, 'login')).toBe('Логин/пароль неверный');
    expect(messageFor({ status: 404 }, 'login')).toBe('Логин/пароль неверный');
    expect(messageFor({ detail: 'User not found', status: 404 }, 'recovery')).toBe(
      'Номер телефона не найден. Проверь, всё ли введено верно или перейди к регистрации.',
    );
    expect(messageFor({ detail: 'Something odd', status: 502 }, 'verify')).toBe(
      'Что-то пошло не так, попробуй позднее',
    );
  });

  it('gives the limit title for status 424', () => {
    const err = new ApiError('Too many', 424, 'http');
    expect(isLimitError(err)).toBe(true);
    expect(messageFor(err)).toBe('Достигнут лимит запросов');
    expect(messageFor({ detail: 'Request limit reached', status: 424 }, 'verify')).toBe('Достигнут лимит запросов');
    expect(LIMIT_POPUP).toEqual({
      title: 'Достигнут лимит запросов',
      text: 'Попробуй еще раз через 24 часа',
      close: 'Закрыть',
    });
    expect(isLimitError({ status: 400 })).toBe(false);
  });

  it('says there is no connection for network failures', () => {
    expect(messageFor(new ApiError('Network error', 0, 'network'))).toBe(MSG_NETWORK);
    expect(MSG_NETWORK).toBe('Нет подключения к интернету. Проверь сеть и попробуй ещё раз');
  });

  it('falls back to the generic text for anything unknown', () => {
    expect(MSG_GENERIC).toBe('Что-то пошло не так, попробуй позднее');
    expect(messageFor({ detail: 'Internal error', status: 500 })).toBe(MSG_GENERIC);
    expect(messageFor({})).toBe(MSG_GENERIC);
    expect(messageFor(null)).toBe(MSG_GENERIC);
    expect(messageFor({ detail: 'Forbidden', status: 403 })).toBe('Доступ запрещен');
  });

  it('words a contest work the server refused (also one kept on the device and sent later)', () => {
    expect(messageFor({ detail: 'Work already sent', status: 409 })).toBe(
      'Работа уже отправлена: дождись результата модерации',
    );
    expect(messageFor({ detail: 'Contest is not collecting works', status: 409 })).toBe('Сбор работ сейчас закрыт');
  });
});

describe('error screen', () => {
  it('has a title and message per status', () => {
    expect(errorScreenTitle(404)).toBe('Ошибка 404');
    expect(errorScreenMessage(404)).toBe('Ой! Мы не смогли найти эту страницу или она не существует');
    expect(errorScreenMessage(403)).toBe('Доступ запрещен');
    expect(errorScreenMessage(500)).toBe('Что-то пошло не так');
    expect(ERROR_SCREEN.homeButton).toBe('На главную');
  });
});
