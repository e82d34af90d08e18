// /course: every course as a card with the pupil's progress (device and server, the further).
import './courses.css';
import { CardGridSkeleton } from '../../../components/card-grid-skeleton.tsx';
import { MoreButton } from '../../../components/ui/more-button.tsx';
import { ownerOf, useCurrentUser } from '../../../lib/session.ts';
import type { CourseCard, Progress } from '../../../lib/learning-types.ts';
import { CourseListCard } from './course-card.tsx';
import { cardProgress } from './course-progress.ts';
import { useCourseList } from './use-courses.ts';

export function CourseListScreen() {
  const user = useCurrentUser();
  const owner = user === undefined ? undefined : user ? ownerOf(user) : null;
  const list = useCourseList(owner);
  return (
    <CourseListView
      status={list.status}
      items={list.items}
      progressOf={(c) => (owner ? cardProgress(c.progress, c.stepsCount, list.completed.get(c.id) ?? 0) : null)}
      more={list.hasMore && list.status === 'ready' ? list.loadMore : null}
    />
  );
}

interface CourseListViewProps {
  status: 'loading' | 'ready' | 'error';
  items: CourseCard[];
  progressOf: (course: CourseCard) => Progress | null;
  /** 'Показать ещё', when there is more. */
  more: (() => void) | null;
}

/** The list as drawn, also by the server's first screen (web/ssr/list-pages.tsx). */
export function CourseListView({ status, items, progressOf, more }: CourseListViewProps) {
  return (
    <div className="container page courses">
      <h1>Курсы</h1>
      {status === 'error' && items.length === 0 && (
        <p className="inline-state" role="alert">
          Не удалось загрузить курсы. Проверь подключение к интернету.
        </p>
      )}
      {status === 'error' && items.length > 0 && (
        <p className="course-page__notice" role="status">
          Нет сети: показаны курсы, скачанные на это устройство.
        </p>
      )}
      {status === 'loading' && items.length === 0 ? (
        <CardGridSkeleton label="Загружаем курсы" />
      ) : (
        <ul className="card-grid">
          {items.map((c) => (
            <CourseListCard key={c.id} course={c} progress={progressOf(c)} />
          ))}
        </ul>
      )}
      {more && <MoreButton onMore={more} />}
    </div>
  );
}
