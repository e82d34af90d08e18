// One footer column: a heading with links from 768 px, an accordion item below it.
import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../ui/icons.tsx';

interface FooterSectionProps {
  title: string;
  stacked: boolean;
  children: ReactNode;
}

export function FooterSection({ title, stacked, children }: FooterSectionProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  if (!stacked) {
    return (
      <section className="footer__col">
        <h2 className="footer__heading">{title}</h2>
        {children}
      </section>
    );
  }
  return (
    <section className="footer__col footer__col--stacked">
      <h2 className="footer__heading">
        <button
          type="button"
          className="footer__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
        >
          {title}
          <ChevronDownIcon className={`nav__chevron${open ? ' is-open' : ''}`} />
        </button>
      </h2>
      <div id={bodyId} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
