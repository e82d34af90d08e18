// One home section: a heading with a link to the full list, then a row of cards that scrolls
// sideways on a phone and lays out as a grid on a desktop. While nothing is stored yet it shows
// card-shaped placeholders of the same size; offline with nothing stored it says so.
import type { ReactNode } from 'react';
import { ContentCardSkeleton } from '../../components/content-card.tsx';

interface HomeRailProps {
  id: string;
  title: string;
  /** The link to the full list (a router Link made by the caller, so its address stays typed). */
  all?: ReactNode;
  /** undefined: still loading; an empty array hides the section. */
  items: ReactNode[] | undefined;
  offline?: boolean;
  columns?: 3 | 4;
  lead?: ReactNode;
}

export function HomeRail({ id, title, all, items, offline, columns = 4, lead }: HomeRailProps) {
  if (items && items.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="home-section__head">
        <h2 id={id}>{title}</h2>
        {all}
      </div>
      {lead}
      {items === undefined && offline ? (
        <p className="inline-state">Нет подключения. Этот раздел появится, когда сеть вернётся.</p>
      ) : (
        <ul className={`home-rail home-rail--${columns}`} aria-busy={items === undefined || undefined}>
          {(items ?? Array.from({ length: columns }, (_, i) => <ContentCardSkeleton key={i} />)).map((item, i) => (
            <li key={i} className="home-rail__item">
              {item}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
