// 'Справка': the staff guide, open to every staff member. It only reads help-guide.ts and links to
// the tabs the reader has; it calls no API and changes nothing.
import { HELP_SECTIONS } from './help-guide.ts';
import { StaffLink } from './staff-nav.tsx';

export function HelpScreen({ openTabs }: { openTabs: readonly string[] }) {
  return (
    <article className="staff-help" aria-labelledby="staff-help-title">
      <h2 id="staff-help-title" className="staff-help__title">
        Справка для сотрудников
      </h2>
      <p className="staff-card__meta">
        Как модерировать работы и комментарии, публиковать материалы, собирать курсы и тренажёры, проводить конкурсы и
        выдавать роли. Каждое действие сервер проверяет по вашей роли и записывает в журнал.
      </p>
      <nav aria-label="Разделы справки">
        <ul className="staff-help__toc">
          {HELP_SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#help-${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {HELP_SECTIONS.map((s) => (
        <section
          key={s.id}
          id={`help-${s.id}`}
          className="staff-card staff-help__section"
          aria-labelledby={`help-${s.id}-title`}
        >
          <h3 id={`help-${s.id}-title`} className="staff-card__title">
            {s.title}
          </h3>
          <p className="staff-card__meta">Кто может: {s.who}</p>
          {s.intro && <p>{s.intro}</p>}
          <ol className="staff-help__steps">
            {s.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {s.tab && openTabs.includes(s.tab) && (
            <StaffLink search={{ s: s.tab }} className="button button--secondary button--small">
              Открыть вкладку
            </StaffLink>
          )}
        </section>
      ))}
    </article>
  );
}
