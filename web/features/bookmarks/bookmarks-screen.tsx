// /profile/bookmarks: the signed-in user's bookmarks from the device store, 50 per page with
// 'Показать ещё'. Works offline; online it also adds what the server has and the device lacks.
import '../../styles/sync.css';
import { useState } from 'react';
import { AUTH_REQUIRED_EVENT } from './bookmark-heart.tsx';
import { BOOKMARKS_PAGE_SIZE } from '../../../sync/rules/bookmarks.ts';
import { ownerOf, useCurrentUser } from '../../lib/session.ts';
import { TEXTS } from './bookmark-labels.ts';
import { BookmarkItem } from './bookmark-item.tsx';
import { useServerFill, useVisitBookmarks } from './use-bookmarks.ts';

export function BookmarksScreen() {
  const user = useCurrentUser();
  const owner = user ? ownerOf(user) : null;
  const [pages, setPages] = useState(1);
  const data = useVisitBookmarks(owner, pages * BOOKMARKS_PAGE_SIZE);
  useServerFill(owner, pages);

  if (user === null) {
    return (
      <section className="container bookmarks">
        <p className="bookmarks__note">{TEXTS.loggedOut}</p>
        <button
          type="button"
          className="button button--primary bookmarks__more"
          onClick={() =>
            window.dispatchEvent(new CustomEvent(AUTH_REQUIRED_EVENT, { detail: { reason: 'bookmarks' } }))
          }
        >
          {TEXTS.login}
        </button>
      </section>
    );
  }
  if (!data) return <section className="container bookmarks" aria-busy="true" />;
  return (
    <section className="container bookmarks">
      {data.total === 0 ? (
        <p className="bookmarks__note">{TEXTS.empty}</p>
      ) : (
        <ul className="bookmarks__list" aria-label={TEXTS.title}>
          {data.rows.map((row) => (
            <BookmarkItem key={row.key} row={row} />
          ))}
        </ul>
      )}
      {data.total > data.rows.length && (
        <button
          type="button"
          className="button button--secondary bookmarks__more"
          onClick={() => setPages((p) => p + 1)}
        >
          {TEXTS.more}
        </button>
      )}
    </section>
  );
}
