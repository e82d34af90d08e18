// A device-first list of cards in its four states, the same on every list screen: the offline
// notice, skeleton cards while the device answers, the empty or not-yet-opened message, and the
// grid with what follows it (the pager).
import type { ReactNode } from 'react';
import { ContentCardSkeleton } from './content-card.tsx';

interface StoredCardGridProps<T> {
  /** undefined while the device answers, null when this page was never stored. */
  items: T[] | null | undefined;
  loading: boolean;
  offline: boolean;
  empty: string;
  /** Shown offline for a page the device has never kept. */
  offlineEmpty: string;
  /** `index`: the item's place in the grid (a first-row card fetches its picture at once). */
  children: (item: T, index: number) => ReactNode;
  after?: ReactNode;
}

export function StoredCardGrid<T>({
  items,
  loading,
  offline,
  empty,
  offlineEmpty,
  children,
  after,
}: StoredCardGridProps<T>) {
  return (
    <>
      {offline && (
        <p className="inline-state" role="status">
          Нет подключения. Показываем сохранённое на устройстве.
        </p>
      )}
      {items === undefined || (items === null && loading) ? (
        <div className="card-grid" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <ContentCardSkeleton key={i} />
          ))}
        </div>
      ) : !items || items.length === 0 ? (
        <p className="inline-state inline-state--center">{offline ? offlineEmpty : empty}</p>
      ) : (
        <>
          <div className="card-grid">{items.map(children)}</div>
          {after}
        </>
      )}
    </>
  );
}
