// The home projects slider: a scroll-snapping row of project cards with previous/next
// buttons; works by swipe, keyboard (Tab through cards) and buttons.
import { useRef } from 'react';
import { ScrollButtons } from '../../components/ui/scroll-buttons.tsx';
import { useSliderProjects, type SliderProject } from './use-slider-projects.ts';
import { pictureProps, SIZES } from '../../lib/picture-props.ts';

function ProjectCard({ project }: { project: SliderProject }) {
  const href = project.url || `/${project.slug}`;
  const external = /^https?:\/\//.test(href);
  return (
    <li className="project-card">
      <a
        href={href}
        className="project-card__link"
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        <div className="project-card__media">
          {project.preview ? (
            <img {...pictureProps(project.preview, { width: 480, height: 270 }, SIZES.card)} alt="" loading="lazy" />
          ) : (
            <span className="project-card__placeholder" aria-hidden="true">
              {project.title.slice(0, 1)}
            </span>
          )}
        </div>
        <div className="project-card__body">
          <h3 className="project-card__title">{project.title}</h3>
          {project.description && <p className="project-card__text">{project.description}</p>}
        </div>
      </a>
    </li>
  );
}

export function ProjectsSlider() {
  const state = useSliderProjects();
  const track = useRef<HTMLUListElement>(null);
  if (state.status === 'ready' && state.list.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="projects-title">
      <div className="home-section__head">
        <h2 id="projects-title">Наши проекты</h2>
        {state.status === 'ready' && state.list.length > 1 && (
          <ScrollButtons
            track={track}
            share={0.8}
            labels={{ previous: 'Предыдущие проекты', next: 'Следующие проекты' }}
            className="slider-controls"
          />
        )}
      </div>
      {state.status === 'loading' && (
        <ul className="slider" aria-busy="true" aria-label="Загружаем проекты">
          {[0, 1, 2].map((i) => (
            <li key={i} className="project-card project-card--skeleton" />
          ))}
        </ul>
      )}
      {state.status === 'ready' && (
        <ul ref={track} className="slider">
          {state.list.map((p) => (
            <ProjectCard key={p.id} project={p} />
          ))}
        </ul>
      )}
    </section>
  );
}
