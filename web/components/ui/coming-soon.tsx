// The honest placeholder for a section switched off on purpose: what it is and a way home.
// Never shows invented content.
import { Link } from '@tanstack/react-router';
import { GiftIcon } from './icons-extra.tsx';

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
