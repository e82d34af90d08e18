// Collections as a grid of covers (the first material's preview), title and count, each opening
// the collection page.
import { Link } from '@tanstack/react-router';
import { formatCount } from '../../lib/format.ts';
import { pictureProps, SIZES } from '../../lib/picture-props.ts';
import type { CollectionRow } from '../../lib/local-db.ts';

export interface CollectionTile {
  id: number;
  title: string;
  cover: string | null;
  count: number;
  isPublic: boolean;
  /** Made on this device and not on the server yet. */
  pending?: boolean;
}

/** The tile of one of the user's own collections, as this device keeps it. */
export function ownTile(c: CollectionRow): CollectionTile {
  return {
    id: c.id,
    title: c.title,
    cover: c.cover,
    count: c.pageIds.length,
    isPublic: c.isPublic,
    pending: c.pending,
  };
}

const MATERIALS = ['материал', 'материала', 'материалов'] as const;

export function CollectionGrid({ items, label }: { items: CollectionTile[]; label: string }) {
  return (
    <ul className="collection-grid" aria-label={label}>
      {items.map((c) => (
        <li key={c.id}>
          <Link to="/profile/collections/$id" params={{ id: String(c.id) }} className="collection-tile">
            <span className="collection-tile__cover">
              {c.cover ? (
                <img
                  {...pictureProps(c.cover, { width: 320, height: 180 }, SIZES.collectionTile)}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className="collection-tile__empty" aria-hidden="true" />
              )}
            </span>
            <span className="collection-tile__title">{c.title}</span>
            <span className="collection-tile__meta">
              {formatCount(c.count, MATERIALS)}
              {!c.isPublic && ' · только для тебя'}
              {c.pending && ' · ждёт отправки'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
