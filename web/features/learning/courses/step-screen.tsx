// /course/$id/$step: one step (material blocks or the quiz), read from the downloaded copy when
// there is one. Opening an open step marks it in progress; 'Далее' or a finished quiz
// completes it, through the outbox, so it works offline and shows at once.
import './courses.css';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useWidget } from '../../../components/feature-widgets.tsx';
import { useQuiz } from '../use-quiz.ts';
import { setStepState } from '../learning-actions.ts';
import { ownerOf, useCurrentUser } from '../../../lib/session.ts';
import { courseView, type StepView } from './course-progress.ts';
import { CourseStepView, StepMaterial } from './step-view.tsx';
import { useCourse, useStepPage } from './use-courses.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';

// The step navigation (`nav`) is drawn only once the body is there: drawn under a short skeleton it
// would be pushed down by the material (a layout shift of about 0.2 on a phone).
function StepPageBody({ courseId, step, nav }: { courseId: number; step: StepView; nav: ReactNode }) {
  const { page, network, loading } = useStepPage(courseId, step.id, true);
  if (loading || (!page && network === 'loading'))
    return (
      <div className="list-skeleton" aria-label="Загружаем шаг">
        <span />
        <span />
        <span />
      </div>
    );
  if (!page)
    return (
      <>
        <p className="inline-state" role="alert">
          Не удалось загрузить шаг. Скачай курс, чтобы проходить его без сети.
        </p>
        {nav}
      </>
    );
  return <StepMaterial page={page} nav={nav} />;
}

function StepQuizBody({
  quizId,
  owner,
  onFinished,
  nav,
}: {
  quizId: number;
  owner: string | null;
  onFinished: () => void;
  nav: ReactNode;
}) {
  const { quiz, network, loading } = useQuiz(quizId, owner);
  const QuizPlayer = useWidget('QuizPlayer');
  if (loading || (!quiz && network === 'loading'))
    return (
      <div className="list-skeleton" aria-label="Загружаем тренажер">
        <span />
        <span />
      </div>
    );
  if (!quiz)
    return (
      <>
        <p className="inline-state" role="alert">
          Не удалось загрузить тренажер. Скачай курс, чтобы проходить его без сети.
        </p>
        {nav}
      </>
    );
  return (
    <>
      <QuizPlayer quiz={quiz} owner={owner} onFinished={onFinished} />
      {nav}
    </>
  );
}

export function StepScreen({ courseId, stepId }: { courseId: number; stepId: number }) {
  const user = useCurrentUser();
  const owner = user === undefined ? undefined : user ? ownerOf(user) : null;
  const { course, local, network, loading } = useCourse(courseId, owner);
  const navigate = useNavigate();
  const view = course ? courseView(course, local) : null;
  const index = view ? view.steps.findIndex((s) => s.id === stepId) : -1;
  const step = view?.steps[index];
  useDocumentTitle(step?.title);
  const next = view?.steps[index + 1];

  const open = step !== undefined && !step.locked;
  const state = step?.state;
  useEffect(() => {
    if (owner && open && state === 'not_started') void setStepState(owner, courseId, stepId, 'in_progress');
  }, [owner, open, state, courseId, stepId]);

  const completeQuiz = useCallback(() => {
    if (owner) void setStepState(owner, courseId, stepId, 'completed');
  }, [owner, courseId, stepId]);

  if (loading || (!course && network === 'loading'))
    return (
      <div className="container page">
        <div className="list-skeleton" aria-label="Загружаем шаг">
          <span />
          <span />
          <span />
        </div>
      </div>
    );
  if (!course || !view || !step) {
    return (
      <div className="container page">
        <h1>Шаг курса</h1>
        <p className="inline-state" role="alert">
          {network === 'offline' ? 'Нет сети, а курс не скачан на это устройство.' : 'Такого шага нет.'}
        </p>
        <Link to="/course" className="button button--secondary">
          Все курсы
        </Link>
      </div>
    );
  }

  async function goNext() {
    if (owner && step && step.type === 'page') await setStepState(owner, courseId, stepId, 'completed');
    if (next) void navigate({ to: '/course/$id/$step', params: { id: String(courseId), step: String(next.id) } });
    else void navigate({ to: '/course/$id', params: { id: String(courseId) } });
  }

  return (
    <CourseStepView
      courseId={courseId}
      courseTitle={course.title}
      steps={view.steps}
      index={index}
      owner={owner}
      onNext={() => void goNext()}
      body={(nav) =>
        step.type === 'quiz' && step.quiz ? (
          <StepQuizBody quizId={step.quiz.id} owner={owner ?? null} onFinished={completeQuiz} nav={nav} />
        ) : (
          <StepPageBody courseId={courseId} step={step} nav={nav} />
        )
      }
    />
  );
}
