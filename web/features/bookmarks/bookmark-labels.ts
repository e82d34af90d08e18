// Russian texts of the bookmarks screen and the names of the five bookmark types.
import { isBookmarkType, type BookmarkType } from '../../../sync/rules/bookmarks.ts';

const TYPE_LABELS: Record<BookmarkType, string> = {
  event: 'Мероприятие',
  course: 'Курс',
  quizzes: 'Викторина',
  post: 'Материал',
  news: 'Новость',
};

export function typeLabel(type: string): string {
  return isBookmarkType(type) ? TYPE_LABELS[type] : 'Материал';
}

export const TEXTS = {
  title: 'Избранное',
  empty: 'Здесь пока пусто. Нажми на сердечко у материала, чтобы сохранить его в избранное.',
  loggedOut: 'Войди, чтобы видеть избранное',
  login: 'Войти',
  more: 'Показать ещё',
  untitled: (id: number) => `Материал #${id}`,
} as const;
