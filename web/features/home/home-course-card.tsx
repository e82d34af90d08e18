// A course in the home slider: preview, topic, title, number of steps and, for a pupil who
// started it, how far they got.
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { formatCount } from '../../lib/format.ts';
import { pictureProps, SIZES } from '../../lib/picture-props.ts';
import type { CourseCard } from '../../lib/learning-types.ts';

function HomeCourseCardBody({ course }: { course: CourseCard }) {
  const progress = course.progress;
  return (
    <article className="content-card home-course">
      <Link to="/course/$id" params={{ id: String(course.id) }} className="content-card__link">
        <span className="content-card__media">
          {course.preview ? (
            <img
              className="content-card__image"
              {...pictureProps(course.preview, { width: 640, height: 360 }, SIZES.card)}
              alt=""
              loading="lazy"
            />
          ) : (
            <span className="content-card__image content-card__image--empty" />
          )}
        </span>
        <span className="content-card__caption">Курс{course.topic ? ` · ${course.topic.name}` : ''}</span>
        <h3 className="content-card__title">{course.title}</h3>
        <span className="content-card__facts">
          {formatCount(course.stepsCount, ['шаг', 'шага', 'шагов'])}
          {progress && progress.completed > 0 ? ` · пройдено ${progress.percent}%` : ''}
        </span>
      </Link>
    </article>
  );
}

/** Skipped when the rail redraws with the same course (useSharedStructure in web/lib/same-data.ts). */
export const HomeCourseCard = memo(HomeCourseCardBody);
