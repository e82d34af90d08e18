// A course in the list: preview, topic, title, description, number of steps and progress.
import { Link } from '@tanstack/react-router';
import { formatCount } from '../../../lib/format.ts';
import type { CourseCard, Progress } from '../../../lib/learning-types.ts';
import { pictureProps, SIZES } from '../../../lib/picture-props.ts';
import { ProgressBar } from './progress-bar.tsx';

const STEP_FORMS = ['шаг', 'шага', 'шагов'] as const;

export function CourseListCard({ course, progress }: { course: CourseCard; progress: Progress | null }) {
  return (
    <li className="course-card">
      <Link to="/course/$id" params={{ id: String(course.id) }} className="course-card__link">
        <span className="course-card__media">
          {course.preview ? (
            <img
              {...pictureProps(course.preview, { width: 640, height: 360 }, SIZES.card)}
              alt=""
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className="course-card__empty" />
          )}
        </span>
        <span className="course-card__caption">Курс{course.topic ? ` · ${course.topic.name}` : ''}</span>
        <h3 className="course-card__title">{course.title}</h3>
        {course.description && <p className="course-card__description">{course.description}</p>}
        <span className="course-card__steps">{formatCount(course.stepsCount, STEP_FORMS)}</span>
        {progress && <ProgressBar progress={progress} />}
      </Link>
    </li>
  );
}
