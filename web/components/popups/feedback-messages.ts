// The spec's feedback outcome texts, word for word (section 8).
import type { ResponsePopupProps } from './popup-events.ts';

export const FEEDBACK_SENT: ResponsePopupProps = {
  title: 'Сообщение отправлено',
  html: 'Мы получили твоё сообщение. Вернёмся с ответом в течение нескольких рабочих дней.',
  button: 'Отлично',
};

export const FEEDBACK_FAILED: ResponsePopupProps = {
  title: 'Произошла ошибка.',
  html: 'Сообщение не отправлено. Попробуй отправить вопрос позже',
  button: 'Хорошо',
  error: true,
};
