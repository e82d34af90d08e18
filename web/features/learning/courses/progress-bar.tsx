// Course progress: a bar and 'Пройдено N из M'.
import type { Progress } from '../../../lib/learning-types.ts';

export function ProgressBar({ progress }: { progress: Progress }) {
  return (
    <span className="course-progress">
      <span
        className="course-progress__bar"
        role="progressbar"
        aria-label="Прогресс курса"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <span className="course-progress__fill" style={{ width: `${progress.percent}%` }} />
      </span>
      <span className="course-progress__text">
        Пройдено {progress.completed} из {progress.total}
      </span>
    </span>
  );
}
