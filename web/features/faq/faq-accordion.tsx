// Questions as an accessible accordion: each question is a heading holding a button
// (aria-expanded) that shows its answer region.
import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { SafeHtml } from '../../components/ui/safe-html.tsx';
import type { FaqItem } from './use-faq.ts';

function FaqEntry({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  const base = useId();
  return (
    <li className={`accordion__item${open ? ' is-open' : ''}`}>
      <h3 className="accordion__heading">
        <button
          type="button"
          id={`${base}-q`}
          className="accordion__button"
          aria-expanded={open}
          aria-controls={`${base}-a`}
          onClick={() => setOpen((o) => !o)}
        >
          <span>{item.question}</span>
          <ChevronDownIcon className={`nav__chevron${open ? ' is-open' : ''}`} />
        </button>
      </h3>
      <div id={`${base}-a`} role="region" aria-labelledby={`${base}-q`} className="accordion__panel" hidden={!open}>
        <SafeHtml className="prose" html={item.answer} />
      </div>
    </li>
  );
}

export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <ul className="accordion">
      {items.map((item) => (
        <FaqEntry key={item.id} item={item} />
      ))}
    </ul>
  );
}
