// Questions as an accessible accordion: each question is a heading holding a button
// (aria-expanded) that shows its answer region.
import { useState } from 'react';
import { FaqQuestion } from './faq-question.tsx';
import type { FaqItem } from './use-faq.ts';

function FaqEntry({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  return (
    <li className={`accordion__item${open ? ' is-open' : ''}`}>
      <FaqQuestion
        item={item}
        open={open}
        onToggle={() => setOpen((o) => !o)}
        headingClass="accordion__heading"
        buttonClass="accordion__button"
        panelClass="accordion__panel"
        answerClass="prose"
      />
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
