// The five default notification groups (ids fixed: settings are keyed type_{id}) and badges.
import type { Db } from '../client.ts';
import { badges, notificationTypes } from '../schema/notification-types.ts';

const typeSeeds = [
  { id: 1, name: 'Общие', code: 'general' },
  { id: 2, name: 'Комментарии', code: 'comments' },
  { id: 3, name: 'Лайки', code: 'likes' },
  { id: 4, name: 'Подписки', code: 'subscriptions' },
  { id: 5, name: 'Системные', code: 'system' },
];

const badgeSeeds = [
  { name: 'Первый шаг', description: 'Зарегистрироваться и заполнить профиль.' },
  { name: 'Знаток', description: 'Пройти первую викторину без ошибок.' },
  { name: 'Выпускник', description: 'Завершить первый курс целиком.' },
  { name: 'Исследователь', description: 'Отправить работу на конкурс.' },
  { name: 'Голос сообщества', description: 'Оставить 10 комментариев под материалами.' },
  { name: 'Книжный червь', description: 'Прочитать 20 статей из каталога.' },
].map((b, i) => ({ ...b, image: '/icons/favicon.svg', sort: i + 1 }));

export function seedNotificationTypes(db: Db): number {
  const types = db.insert(notificationTypes).values(typeSeeds).onConflictDoNothing().run().changes;
  return types + db.insert(badges).values(badgeSeeds).onConflictDoNothing({ target: badges.name }).run().changes;
}
