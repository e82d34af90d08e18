// Russian texts of the staff area that several screens share.
import { formatDate, formatTime, MOSCOW_TIME_ZONE, pluralRu } from '../../lib/format.ts';

export const formatWhen = (iso: string) =>
  `${formatDate(iso, { timeZone: MOSCOW_TIME_ZONE })}, ${formatTime(iso, { timeZone: MOSCOW_TIME_ZONE })}`;

export const hoursText = (n: number) => `${n} ${pluralRu(n, ['час', 'часа', 'часов'])}`;

export const ROLE_LABELS: Record<string, string> = {
  admin: 'Администратор',
  moderator: 'Модератор',
  editor: 'Редактор',
};

/** page_type_id of a material. */
export const PAGE_TYPE_LABELS: Record<number, string> = { 1: 'Видео', 2: 'Подкаст', 3: 'Статья', 4: 'Спецпроект' };
