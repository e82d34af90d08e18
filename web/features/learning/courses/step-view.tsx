// One course step as drawn: the way back, the step's place in the course, its title, the guest's sign-in prompt,
// the lock or the body with the step navigation. Pure: the step screen gives it the data and the body, and the
// server's first screen (web/ssr/course-step-pages.tsx) draws it as a guest sees it.
import './courses.css';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ContentBlocks } from '../../../components/content-blocks/content-blocks.tsx';
import { SignInPrompt } from '../../../components/quiz-player/sign-in-prompt.tsx';
import type { StepPage } from '../../../lib/learning-types.ts';
import type { StepView } from './course-progress.ts';
import { StepNav } from './step-nav.tsx';

interface CourseStepViewProps {
  courseId: number;
  courseTitle: string;
  /** The course's steps in order, with their locks and states. */
  steps: StepView[];
  index: number;
  /** null for a guest; undefined while the session is read. */
  owner: string | null | undefined;
  onNext: () => void;
  /** The open step's body (the material or the quiz), given the step navigation to draw under it. */
  body: (nav: ReactNode) => ReactNode;
}

export function CourseStepView({ courseId, courseTitle, steps, index, owner, onNext, body }: CourseStepViewProps) {
  const step = steps[index];
  if (!step) return null;
  const prev = steps[index - 1];
  const next = steps[index + 1];
  const quizPending = step.type === 'quiz' && step.state !== 'completed';
  const nextLocked = Boolean(next?.locked) && (step.type === 'quiz' || !owner);
  const hint =
    quizPending && nextLocked
      ? 'Пройди тренажер, чтобы открыть следующий шаг'
      : nextLocked
        ? 'Следующий шаг откроется после входа'
        : null;
  const nav = (
    <StepNav courseId={courseId} prev={prev} next={next} onNext={onNext} nextLocked={nextLocked} lockHint={hint} />
  );
  return (
    <div className="container page step-page">
      <Link to="/course/$id" params={{ id: String(courseId) }} className="course-page__back">
        ← {courseTitle}
      </Link>
      <p className="step-page__count">
        Шаг {index + 1} из {steps.length}
        {step.state === 'completed' ? ' · пройден' : ''}
      </p>
      <h1>{step.title}</h1>
      {owner === null && (
        <SignInPrompt text="Открытые шаги можно читать и так. Прогресс сохраняется только после входа." />
      )}
      {step.locked ? (
        <div className="inline-state" role="status">
          <p>Этот шаг откроется, когда пройдёшь предыдущий.</p>
          <Link to="/course/$id" params={{ id: String(courseId) }} className="button button--secondary">
            К шагам курса
          </Link>
        </div>
      ) : (
        body(nav)
      )}
    </div>
  );
}

/** A material step's blocks with the step navigation under them. */
export function StepMaterial({ page, nav }: { page: StepPage; nav: ReactNode }) {
  return (
    <>
      <article className="step-material">
        <ContentBlocks blocks={page.content} />
      </article>
      {nav}
    </>
  );
}
