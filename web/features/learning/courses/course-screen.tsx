// /course/$id: the course with its steps (locks, states), progress from the device at once,
// the course form link and a slot for 'Скачать курс' (its own feature, composed by the route).
import './courses.css';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SignInPrompt } from '../../../components/quiz-player/sign-in-prompt.tsx';
import { ownerOf, useCurrentUser } from '../../../lib/session.ts';
import { courseView } from './course-progress.ts';
import { ProgressBar } from './progress-bar.tsx';
import { StepList } from './step-list.tsx';
import { useCourse, type Network } from './use-courses.ts';
import type { CourseDetail } from '../../../lib/learning-types.ts';
import type { StepState } from '../../../../sync/rules/learning.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';

export function CourseScreen({ id, download }: { id: number; download?: ReactNode }) {
  const user = useCurrentUser();
  const owner = user === undefined ? undefined : user ? ownerOf(user) : null;
  const { course, local, network, loading } = useCourse(id, owner);
  useDocumentTitle(course?.title);
  if (loading || (!course && network === 'loading')) {
    return (
      <div className="container page">
        <div className="list-skeleton" aria-label="Загружаем курс">
          <span />
          <span />
          <span />
        </div>
      </div>
    );
  }
  if (!course) {
    return (
      <div className="container page">
        <h1>Курс</h1>
        <p className="inline-state" role="alert">
          {network === 'missing' ? 'Такого курса нет.' : 'Не удалось загрузить курс. Проверь подключение к интернету.'}
        </p>
        <Link to="/course" className="button button--secondary">
          Все курсы
        </Link>
      </div>
    );
  }
  return <CourseView id={id} course={course} local={local} owner={owner} network={network} download={download} />;
}

interface CourseViewProps {
  id: number;
  course: CourseDetail;
  /** The pupil's step states on this device. */
  local: ReadonlyMap<number, StepState>;
  /** null for a guest. */
  owner: string | null | undefined;
  network: Network;
  download?: ReactNode;
}

/** The course as drawn, also by the server's first screen (web/ssr/item-pages.tsx), as a guest sees it. */
export function CourseView({ id, course, local, owner, network, download }: CourseViewProps) {
  const view = courseView(course, local);
  const firstOpen = view.steps.find((s) => !s.locked && s.state !== 'completed') ?? view.steps[0];
  return (
    <div className="container page course-page">
      <Link to="/course" className="course-page__back">
        ← Все курсы
      </Link>
      <header className="course-head">
        {course.topic && <p className="course-head__topic">{course.topic.name}</p>}
        <h1>{course.title}</h1>
        {course.description && <p className="course-head__description">{course.description}</p>}
        {owner && <ProgressBar progress={view.progress} />}
        <div className="course-head__actions">
          {firstOpen && (
            <Link
              to="/course/$id/$step"
              params={{ id: String(id), step: String(firstOpen.id) }}
              className="button button--primary"
            >
              {view.progress.total > 0 && view.progress.completed === view.progress.total
                ? 'Повторить курс'
                : view.steps.some((s) => s.state !== 'not_started')
                  ? 'Продолжить'
                  : 'Начать курс'}
            </Link>
          )}
          {course.hasForm && (
            <Link to="/course/$id/form" params={{ id: String(id) }} className="button button--secondary">
              Анкета курса
            </Link>
          )}
        </div>
        {download}
      </header>
      {owner === null && <SignInPrompt text="Открытые шаги можно читать без входа. Чтобы сохранять прогресс, войди." />}
      {network === 'offline' && (
        <p className="course-page__notice" role="status">
          Нет сети: показана копия курса на этом устройстве.
        </p>
      )}
      <h2 className="course-page__subtitle">Шаги курса</h2>
      <StepList courseId={id} steps={view.steps} />
    </div>
  );
}
