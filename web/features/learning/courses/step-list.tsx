// The steps of a course in order: number, title, kind, state, and a lock on steps not yet open.
import { Link } from '@tanstack/react-router';
import type { StepView } from './course-progress.ts';

const Lock = () => (
  <svg
    className="course-step__lock"
    data-floating-avoid
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
    focusable="false"
  >
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </svg>
);
const Check = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M5 12l5 5 9-10" />
  </svg>
);

const STATE_TEXT = { completed: 'Пройден', in_progress: 'Начат', not_started: '' } as const;

export function StepList({ courseId, steps }: { courseId: number; steps: StepView[] }) {
  return (
    <ol className="course-steps">
      {steps.map((s, i) => {
        const inner = (
          <>
            <span className={`course-step__num course-step__num--${s.state}`}>
              {s.state === 'completed' ? <Check /> : i + 1}
            </span>
            <span className="course-step__body">
              <span className="course-step__title">{s.title}</span>
              <span className="course-step__meta">
                {s.type === 'quiz' ? 'Тренажер' : 'Материал'}
                {STATE_TEXT[s.state] && (
                  <span className={`course-step__state course-step__state--${s.state}`}>{STATE_TEXT[s.state]}</span>
                )}
                {s.locked && <span className="course-step__state">Откроется после предыдущего шага</span>}
              </span>
            </span>
            {s.locked && <Lock />}
          </>
        );
        return (
          <li key={s.id} className={`course-step${s.locked ? ' course-step--locked' : ''}`}>
            {s.locked ? (
              <div className="course-step__row" aria-label={`${s.title}: шаг закрыт`}>
                {inner}
              </div>
            ) : (
              <Link
                to="/course/$id/$step"
                params={{ id: String(courseId), step: String(s.id) }}
                className="course-step__row"
              >
                {inner}
              </Link>
            )}
          </li>
        );
      })}
    </ol>
  );
}
