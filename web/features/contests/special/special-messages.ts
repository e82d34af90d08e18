// The special contest's Russian texts for server details (the spec gives only the pupil-code ones;
// the rest are ours) and the landing's fixed copy.
import type { ApiError } from '../../../lib/api-client.ts';
import { messageFor } from '../../../lib/error-messages.ts';
import { REGISTRATION_MESSAGES } from '../../../../sync/rules/contests.ts';
import { MENTOR_MESSAGES } from '../../../../sync/rules/special-contest.ts';

const BY_DETAIL: Readonly<Record<string, string>> = {
  'student not found': MENTOR_MESSAGES.pupilNotFound,
  'too many students': `Можно добавить ${MENTOR_MESSAGES.tooManyPupils}`,
  'student already has a mentor': 'У этого ученика уже есть наставник в конкурсе',
  'too many requests': 'Слишком много неверных кодов. Попробуй через час',
  'already voted': 'Ты уже голосовал за эту работу',
  'you cannot vote for your own work': 'Нельзя голосовать за свою работу',
  'voting is closed': 'Голосование завершено',
  'work not found': 'Работа не найдена или ещё не опубликована',
  'not a participant': 'Сначала подай заявку на участие в конкурсе',
  'mentors upload for their pupils': 'Наставник загружает работу за своего ученика: выберите ученика',
  'not your student': 'Этого ученика нет в вашем списке',
  'work already sent': 'Работа уже отправлена: дождись результата модерации',
  'contest is not collecting works': 'Сбор работ сейчас закрыт',
  'contest is not accepting participants': 'Приём заявок закрыт',
  'already participating': 'Ты уже участвуешь в конкурсе',
  'parent consent required': REGISTRATION_MESSAGES.parentConsent,
  'rules not accepted': REGISTRATION_MESSAGES.rules,
};

export function specialMessage(error: unknown): string {
  const e = error as ApiError & { detail?: string };
  const key = (e?.detail ?? e?.message ?? '').trim().toLowerCase();
  return BY_DETAIL[key] ?? messageFor(e);
}

export const NO_AVATAR = '/avatars/no-avatar.svg';
