// 'Продолжить': the course step and the podcast this pupil left off, from the device store
// (works offline). A progress bar says how far they are; one tap goes back in.
import { Link } from '@tanstack/react-router';
import { PlayIcon } from '../../components/ui/icons.tsx';
import { CapIcon } from '../../components/ui/icons-home.tsx';
import { formatCount } from '../../lib/format.ts';
import type { ContinueItems } from './use-continue.ts';

const minutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));

function Bar({ percent, label }: { percent: number; label: string }) {
  return (
    <span
      className="home-continue__bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span style={{ width: `${percent}%` }} />
    </span>
  );
}

export function HomeContinue({ items }: { items: ContinueItems }) {
  const { course, podcast } = items;
  if (!course && !podcast) return null;
  return (
    <section className="home-section home-continue" aria-labelledby="home-continue-title">
      <div className="home-section__head">
        <h2 id="home-continue-title">Продолжить</h2>
      </div>
      <ul className="home-continue__list">
        {course && (
          <li>
            <Link
              to="/course/$id/$step"
              params={{ id: String(course.id), step: String(course.nextStep.id) }}
              className="home-continue__card"
            >
              <span className="home-continue__icon" aria-hidden="true">
                <CapIcon />
              </span>
              <span className="home-continue__text">
                <span className="home-continue__kind">Курс · {course.title}</span>
                <span className="home-continue__title">{course.nextStep.title}</span>
                <span className="home-continue__meta">
                  Пройдено {course.completed} из {formatCount(course.total, ['шага', 'шагов', 'шагов'])}
                </span>
                <Bar percent={Math.round((course.completed * 100) / course.total)} label="Прогресс курса" />
              </span>
            </Link>
          </li>
        )}
        {podcast && (
          <li>
            <Link to="/post/$slug" params={{ slug: podcast.slug }} className="home-continue__card">
              <span className="home-continue__icon home-continue__icon--audio" aria-hidden="true">
                <PlayIcon />
              </span>
              <span className="home-continue__text">
                <span className="home-continue__kind">Подкаст</span>
                <span className="home-continue__title">{podcast.title}</span>
                <span className="home-continue__meta">
                  {podcast.duration > 0
                    ? `Осталось ${formatCount(minutes(podcast.duration - podcast.position), ['минута', 'минуты', 'минут'])}`
                    : `Прослушано ${formatCount(minutes(podcast.position), ['минута', 'минуты', 'минут'])}`}
                </span>
                {podcast.duration > 0 && (
                  <Bar
                    percent={Math.min(100, Math.round((podcast.position * 100) / podcast.duration))}
                    label="Прослушано"
                  />
                )}
              </span>
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
