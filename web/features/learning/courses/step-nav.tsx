// 'Назад' / 'Далее' under a step. 'Далее' completes a material step; a quiz step is completed
// when its quiz is finished, and the next step stays closed until then.
import { Link } from '@tanstack/react-router';
import type { StepView } from './course-progress.ts';

interface Props {
  courseId: number;
  prev: StepView | undefined;
  next: StepView | undefined;
  /** 'Далее' (or 'Завершить курс' on the last step): completes the step, then moves on. */
  onNext: () => void;
  nextLocked: boolean;
  lockHint: string | null;
}

export function StepNav({ courseId, prev, next, onNext, nextLocked, lockHint }: Props) {
  return (
    <nav className="step-nav" aria-label="Шаги курса">
      {prev ? (
        <Link
          to="/course/$id/$step"
          params={{ id: String(courseId), step: String(prev.id) }}
          className="button button--secondary"
        >
          Назад
        </Link>
      ) : (
        <Link to="/course/$id" params={{ id: String(courseId) }} className="button button--secondary">
          Назад
        </Link>
      )}
      <span className="step-nav__next">
        {lockHint && <span className="step-nav__hint">{lockHint}</span>}
        <button type="button" className="button button--primary" onClick={onNext} disabled={nextLocked}>
          {next ? 'Далее' : 'Завершить курс'}
        </button>
      </span>
    </nav>
  );
}
