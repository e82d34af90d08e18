// /course: every course as a card with the pupil's progress (device and server, the further).
import './courses.css';
import { CardGridSkeleton } from '../../components/card-grid-skeleton.tsx';
import { MoreButton } from '../../components/ui/more-button.tsx';
import { ownerOf, useCurrentUser } from '../../lib/session.ts';
import { CourseListCard } from './course-card.tsx';
import { cardProgress } from './course-progress.ts';
import { useCourseList } from './use-courses.ts';

export function CourseListScreen() {
  const user = useCurrentUser();
  const owner = user === undefined ? undefined : user ? ownerOf(user) : null;
  const list = useCourseList(owner);
  return (
    <div className="container page courses">
      <h1>Курсы</h1>
      {list.status === 'error' && list.items.length === 0 && (
        <p className="inline-state" role="alert">
          Не удалось загрузить курсы. Проверь подключение к интернету.
        </p>
      )}
      {list.status === 'error' && list.items.length > 0 && (
        <p className="course-page__notice" role="status">
          Нет сети: показаны курсы, скачанные на это устройство.
        </p>
      )}
      {list.status === 'loading' && list.items.length === 0 ? (
        <CardGridSkeleton label="Загружаем курсы" />
      ) : (
        <ul className="card-grid">
          {list.items.map((c) => (
            <CourseListCard
              key={c.id}
              course={c}
              progress={owner ? cardProgress(c.progress, c.stepsCount, list.completed.get(c.id) ?? 0) : null}
            />
          ))}
        </ul>
      )}
      {list.hasMore && list.status === 'ready' && <MoreButton onMore={list.loadMore} />}
    </div>
  );
}
