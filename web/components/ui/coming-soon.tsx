// The honest placeholder for sections whose content arrives in a later release: what will
// be here and a way home. Never shows invented content.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { GiftIcon } from './icons.tsx';

interface ComingSoonProps {
  /** The section name; shown as the page heading when the layout hides its own. */
  title: string;
  /** What will appear here, e.g. 'курсы с пошаговыми уроками и проверкой знаний'. */
  what: string;
  /** Render the title as the page's h1 (for routes whose layout heading is hidden). */
  ownHeading?: boolean;
  icon?: ReactNode;
}

export function ComingSoon({ title, what, ownHeading = false, icon }: ComingSoonProps) {
  return (
    <div className="container page">
      {ownHeading && <h1>{title}</h1>}
      <section className="state-card" aria-labelledby="coming-soon-title">
        <div className="state-card__icon" aria-hidden="true">
          {icon ?? '🔭'}
        </div>
        <h2 id="coming-soon-title" className="state-card__title">
          Раздел готовится
        </h2>
        <p className="state-card__text">Скоро здесь появятся {what}.</p>
        <Link to="/" className="button button--primary">
          На главную
        </Link>
      </section>
    </div>
  );
}

interface DisabledSectionProps {
  title: string;
  text: string;
}

/** A section switched off on purpose (gifts): says so plainly. */
export function DisabledSection({ title, text }: DisabledSectionProps) {
  return (
    <div className="container page">
      <section className="state-card" aria-labelledby="disabled-title">
        <div className="state-card__icon" aria-hidden="true">
          <GiftIcon />
        </div>
        <h2 id="disabled-title" className="state-card__title">
          {title}
        </h2>
        <p className="state-card__text">{text}</p>
        <Link to="/" className="button button--primary">
          На главную
        </Link>
      </section>
    </div>
  );
}
