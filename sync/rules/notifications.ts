// Notification rules shared by browser and server: the 13 kinds, the five setting groups they belong
// to (settings are keyed type_{groupId}, as the spec's defaults), limits and intervals. Pure data.

/** The notification kinds of the spec (type.id 1 to 13) with their Russian labels. */
export const NOTIFICATION_KINDS = {
  1: 'Просмотр',
  2: 'Прослушивание',
  3: 'Чтение',
  4: 'Добавлено в подборку',
  5: 'Комментарий',
  6: 'Лайк',
  7: 'Конкурс',
  8: 'Мероприятие',
  9: 'Новый подписчик',
  10: 'Новое в сообществе',
  11: 'Сообщество',
  12: 'Заказ или подарок',
  13: 'Значок',
} as const satisfies Record<number, string>;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

/** The five setting groups (ids of /notification_type): general, comments, likes, subscriptions, system. */
export const NOTIFICATION_GROUPS = [
  { id: 1, label: 'Общие', hint: 'Подборки, конкурсы, мероприятия, заявки и приглашения в сообщества' },
  { id: 2, label: 'Комментарии', hint: 'Комментарии к твоим материалам и ответы тебе' },
  { id: 3, label: 'Лайки', hint: 'Лайки твоих материалов и комментариев' },
  { id: 4, label: 'Подписки', hint: 'Новые материалы авторов, новые подписчики, новое в сообществах' },
  { id: 5, label: 'Системные', hint: 'Значки и баллы' },
] as const;

/** Which setting group switches a kind off. */
const KIND_GROUP: Record<NotificationKind, number> = {
  1: 4,
  2: 4,
  3: 4,
  4: 1,
  5: 2,
  6: 3,
  7: 1,
  8: 1,
  9: 4,
  10: 4,
  11: 1,
  12: 5,
  13: 5,
};

export type NotificationSettings = Record<`type_${number}`, boolean>;

/** Every group on: what guests and new users get. */
export function defaultNotificationSettings(): NotificationSettings {
  return Object.fromEntries(NOTIFICATION_GROUPS.map((g) => [`type_${g.id}`, true])) as NotificationSettings;
}

export function kindEnabled(settings: Partial<NotificationSettings>, kind: NotificationKind): boolean {
  return settings[`type_${KIND_GROUP[kind]}`] !== false;
}

/** Polling stops when every group is switched off (the spec: 'unless disabled in settings'). */
export function anyGroupEnabled(settings: Partial<NotificationSettings>): boolean {
  return NOTIFICATION_GROUPS.some((g) => settings[`type_${g.id}`] !== false);
}

export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_POLL_MS = 120_000;
export const NOTIFICATION_SETTINGS_DEBOUNCE_MS = 300;
/** Likes of one item within this window join one notification ('и ещё 4'). */
export const LIKE_GROUP_WINDOW_MS = 60 * 60 * 1000;
/** An event reminder goes out this long before the start. */
export const EVENT_REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;
/** How many ids one 'read' call or mutation may name. */
export const NOTIFICATION_READ_MAX_IDS = 200;
/** Notifications kept on the device for reading offline (the newest pages). */
export const NOTIFICATION_DEVICE_KEEP = 100;

/** Which day group a notification falls in, by the viewer's local calendar. */
export function dayGroup(createdAt: string, now: Date): 'today' | 'yesterday' | 'older' {
  const d = new Date(createdAt);
  const startToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (d.getTime() >= startToday) return 'today';
  if (d.getTime() >= startToday - 24 * 60 * 60 * 1000) return 'yesterday';
  return 'older';
}

export const DAY_GROUP_LABELS = { today: 'Сегодня', yesterday: 'Вчера', older: 'Ранее' } as const;
