// Blocks built from items: accordion (first item open), tabs, cards, history, video list.
import { useId, useState, type KeyboardEvent } from 'react';
import { SmartLink } from '../layout/smart-link.tsx';
import { SafeHtml } from '../ui/safe-html.tsx';
import type { BlockItem, LeafBlock } from './block-types.ts';

type Of<T extends LeafBlock['type']> = Extract<LeafBlock, { type: T }>['data'];

function ItemBody({ item }: { item: BlockItem }) {
  return (
    <>
      {item.html && <SafeHtml className="prose" html={item.html} />}
      {item.btn && item.url && (
        <SmartLink href={item.url} className="button button--secondary button--small">
          {item.btn}
        </SmartLink>
      )}
    </>
  );
}

export function AccordionBlock({ data }: { data: Of<'accordion'> }) {
  return (
    <section className="block-accordion">
      {data.title && <h2 className="block__title">{data.title}</h2>}
      {data.items.map((item, i) => (
        <details key={i} className="block-accordion__item" open={i === 0}>
          <summary className="block-accordion__summary">{item.title}</summary>
          <div className="block-accordion__body">
            <ItemBody item={item} />
          </div>
        </details>
      ))}
    </section>
  );
}

export function TabsBlock({ data }: { data: Of<'tabs'> }) {
  const [active, setActive] = useState(0);
  const base = useId();
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const next = (active + (e.key === 'ArrowRight' ? 1 : data.items.length - 1)) % data.items.length;
    setActive(next);
    document.getElementById(`${base}-tab-${next}`)?.focus();
  };
  const current = data.items[active];
  return (
    <section className="block-tabs">
      {data.title && <h2 className="block__title">{data.title}</h2>}
      <div className="block-tabs__list" role="tablist" onKeyDown={onKey}>
        {data.items.map((item, i) => (
          <button
            key={i}
            id={`${base}-tab-${i}`}
            type="button"
            role="tab"
            className="block-tabs__tab"
            aria-selected={i === active}
            aria-controls={`${base}-panel`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
          >
            {item.title}
          </button>
        ))}
      </div>
      <div
        id={`${base}-panel`}
        className="block-tabs__panel"
        role="tabpanel"
        aria-labelledby={`${base}-tab-${active}`}
        tabIndex={0}
      >
        {current && <ItemBody item={current} />}
      </div>
    </section>
  );
}

export function CardsBlock({ data }: { data: Of<'cards'> }) {
  return (
    <section className="block-cards">
      {data.title && <h2 className="block__title">{data.title}</h2>}
      <ul className="block-cards__list">
        {data.items.map((item, i) => (
          <li key={i} className="block-cards__item">
            <h3 className="block-cards__title">{item.title}</h3>
            <ItemBody item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HistoryBlock({ data }: { data: Of<'history'> }) {
  return (
    <section className="block-history">
      {data.title && <h2 className="block__title">{data.title}</h2>}
      <ol className="block-history__list">
        {data.items.map((item, i) => (
          <li key={i} className="block-history__item">
            <span className="block-history__date">{item.date}</span>
            <h3 className="block-history__title">{item.title}</h3>
            {item.html && <SafeHtml className="prose" html={item.html} />}
          </li>
        ))}
      </ol>
    </section>
  );
}
