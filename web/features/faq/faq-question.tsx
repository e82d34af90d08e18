// One FAQ question with its answer, as the FAQ page's accordion and the chat helper both show it: a button
// (aria-expanded) that opens the answer's region. The caller keeps the open state and the list item around it.
import { useId } from 'react';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { SafeHtml } from '../../components/ui/safe-html.tsx';
import type { FaqItem } from './use-faq.ts';

interface FaqQuestionProps {
  item: FaqItem;
  open: boolean;
  onToggle: () => void;
  /** The class of the heading around the button; no heading when absent. */
  headingClass?: string;
  buttonClass: string;
  panelClass?: string;
  answerClass: string;
}

export function FaqQuestion({
  item,
  open,
  onToggle,
  headingClass,
  buttonClass,
  panelClass,
  answerClass,
}: FaqQuestionProps) {
  const base = useId();
  const button = (
    <button
      type="button"
      id={`${base}-q`}
      className={buttonClass}
      aria-expanded={open}
      aria-controls={`${base}-a`}
      onClick={onToggle}
    >
      <span>{item.question}</span>
      <ChevronDownIcon className={`nav__chevron${open ? ' is-open' : ''}`} />
    </button>
  );
  return (
    <>
      {headingClass ? <h3 className={headingClass}>{button}</h3> : button}
      <div id={`${base}-a`} role="region" aria-labelledby={`${base}-q`} className={panelClass} hidden={!open}>
        <SafeHtml className={answerClass} html={item.answer} />
      </div>
    </>
  );
}
