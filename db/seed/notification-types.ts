// The five default notification groups (ids fixed: settings are keyed type_{id}) and badges. Each
// badge's code names its rule (api/features/notifications/badge-rules.ts) and its picture; the
// description and picture are brought up to date on every start, so older databases match.
import { isNull, ne, or, type Column } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { affectedRows } from '../store.ts';
import { badges, notificationTypes } from '../schema/notification-types.ts';

const typeSeeds = [
  { id: 1, name: 'Общие', code: 'general' },
  { id: 2, name: 'Комментарии', code: 'comments' },
  { id: 3, name: 'Лайки', code: 'likes' },
  { id: 4, name: 'Подписки', code: 'subscriptions' },
  { id: 5, name: 'Системные', code: 'system' },
];

const badgeSeeds = [
  { code: 'first-comment', name: 'Первый шаг', description: 'Оставить первый комментарий под материалом.' },
  { code: 'first-quiz', name: 'Знаток', description: 'Пройти первую викторину до конца.' },
  { code: 'first-course', name: 'Выпускник', description: 'Завершить первый курс целиком.' },
  { code: 'first-contest-work', name: 'Исследователь', description: 'Работа принята на конкурс.' },
  { code: 'ten-comments', name: 'Голос сообщества', description: 'Оставить 10 комментариев под материалами.' },
  { code: 'collector', name: 'Книжный червь', description: 'Собрать 10 материалов в свои подборки.' },
  { code: 'perfect-quiz', name: 'Отличник', description: 'Пройти викторину без единой ошибки.' },
  { code: 'ten-quizzes', name: 'Эрудит', description: 'Пройти 10 разных викторин.' },
  { code: 'one-year', name: 'Год с нами', description: 'Год на сайте.' },
].map((b, i) => ({ ...b, image: `/badges/${b.code}.svg`, sort: i + 1 }));

/** `column IS NOT value` for a non-null value, in SQL every engine reads (NULL differs too). */
const differs = (column: Column, value: string) => or(isNull(column), ne(column, value));

export async function seedNotificationTypes(db: Db): Promise<number> {
  const types = affectedRows(await db.insert(notificationTypes).values(typeSeeds).onConflictDoNothing());
  let changed = 0;
  for (const b of badgeSeeds)
    changed += affectedRows(
      await db
        .insert(badges)
        .values(b)
        .onConflictDoUpdate({
          target: badges.name,
          set: { code: b.code, description: b.description, image: b.image, sort: b.sort },
          setWhere: or(
            differs(badges.code, b.code),
            differs(badges.image, b.image),
            differs(badges.description, b.description),
          ),
        }),
    );
  return types + changed;
}
