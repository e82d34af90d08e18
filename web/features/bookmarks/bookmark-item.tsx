// One bookmark: its type in Russian, its title when the card (or the server's list) gave
// one to the device (otherwise 'Материал #id'), and the heart that removes it.
import { BookmarkHeart } from './bookmark-heart.tsx';
import { isBookmarkType } from '../../../sync/rules/bookmarks.ts';
import type { BookmarkRow } from '../../lib/local-db.ts';
import { TEXTS, typeLabel } from './bookmark-labels.ts';
import { useCachedCard } from './use-bookmarks.ts';

function titleOf(data: unknown): string | null {
  return typeof data === 'object' && data !== null && 'title' in data && typeof data.title === 'string' && data.title
    ? data.title
    : null;
}

function hrefOf(data: unknown): string | null {
  return typeof data === 'object' &&
    data !== null &&
    'href' in data &&
    typeof data.href === 'string' &&
    data.href.startsWith('/')
    ? data.href
    : null;
}

export function BookmarkItem({ row }: { row: BookmarkRow }) {
  const card = useCachedCard(row.type, row.id);
  const title = titleOf(card?.data) ?? row.title ?? TEXTS.untitled(row.id);
  const href = hrefOf(card?.data);
  return (
    <li className="bookmarks__item">
      <div className="bookmarks__body">
        <span className="bookmarks__type">{typeLabel(row.type)}</span>
        {href ? (
          <a className="bookmarks__title" href={href}>
            {title}
          </a>
        ) : (
          <span className="bookmarks__title">{title}</span>
        )}
      </div>
      {isBookmarkType(row.type) && <BookmarkHeart type={row.type} id={row.id} />}
    </li>
  );
}
