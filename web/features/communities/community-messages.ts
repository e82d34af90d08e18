// Russian texts of the community screens and the server's community refusals in Russian. Other
// errors fall back to the shared catalogue (messageFor).
import { ApiError } from '../../lib/api-client.ts';
import { messageFor } from '../../lib/error-messages.ts';
import { formatCount } from '../../lib/format.ts';
import type { CommunityState } from '../../../sync/rules/communities.ts';

const BY_DETAIL: Readonly<Record<string, string>> = {
  'Community not found': 'Сообщество не найдено',
  'Only the owner can do this': 'Это может сделать только владелец сообщества',
  'Not allowed to create communities': 'Создавать сообщества могут блогеры, учёные, учителя и сотрудники сайта',
  'Already a member': 'Ты уже участник этого сообщества',
  'Not a member': 'Пользователь не состоит в сообществе',
  'Community is closed': 'Это закрытое сообщество: отправь заявку на вступление',
  'Community is open, join it': 'Это открытое сообщество: в него можно вступить сразу',
  'Owner cannot leave': 'Владелец не может выйти: сначала передай сообщество другому участнику или удали его',
  'Owner cannot be removed': 'Владельца нельзя исключить',
  'Request already pending': 'Заявка уже отправлена и ждёт решения',
  'No pending request': 'Заявка уже не ждёт решения',
  'Request not found': 'Заявка не найдена',
  'Request is not pending': 'По этой заявке уже принято решение',
  'Already invited': 'Приглашение уже отправлено',
  'Invitation not found': 'Приглашение не найдено',
  'Invitation is not pending': 'Приглашение уже неактуально',
  'Not your invitation': 'Это приглашение адресовано другому пользователю',
  'User not found': 'Пользователь не найден',
  'No right to post': 'У тебя нет права публиковать в этом сообществе',
  'Already in the feed': 'Этот материал уже есть в ленте',
  'Material not found': 'Материал не найден',
  'Members only': 'Лента и участники закрытого сообщества видны только его участникам',
  'Name is required': 'Введи название сообщества',
  'Name is too long': 'Название слишком длинное',
};

export function communityError(e: unknown): string {
  if (e instanceof ApiError) {
    const detail =
      typeof e.body === 'object' && e.body && 'detail' in e.body && typeof e.body.detail === 'string'
        ? e.body.detail
        : e.message;
    const key = detail.replace(/^[a-z_]+: /, '');
    return BY_DETAIL[key] ?? messageFor(e);
  }
  return messageFor(null);
}

export const STATE_LABELS: Record<CommunityState, string | null> = {
  guest: null,
  none: null,
  owner: 'Ты владелец',
  member: 'Ты участник',
  requested: 'Заявка отправлена',
  invited: 'Тебя пригласили',
};

export const OFFLINE_NOTE = 'Нет подключения. Показываем сохранённое на устройстве.';
export const OWNER_NEEDS_NETWORK = 'Действия владельца доступны только при подключении к сети.';

export const membersLabel = (count: number): string => formatCount(count, ['участник', 'участника', 'участников']);
