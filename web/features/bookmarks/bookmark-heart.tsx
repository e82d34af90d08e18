// The favorite heart of cards and pages. Reads the item's local bookmark row and toggles at
// once (optimistic): the worker writes the row and queues 'bookmark-set' in one transaction.
// Logged out it changes nothing and asks for a login ('app:auth-required').
import '../../styles/sync.css';
import { useEffect, useState } from 'react';
import { bookmarkRowKey } from '../../../sync/mutations/bookmark-row-key.ts';
import type { WidgetProps } from '../../components/feature-widgets.tsx';
import { useDeviceQuery } from '../../lib/device-query.ts';
import { openDevice } from '../../lib/device-store.ts';
import { ownerOf, useCurrentUser } from '../../lib/session.ts';
import { queueMutation } from '../../lib/sync-client.ts';

export const AUTH_REQUIRED_EVENT = 'app:auth-required';
const ADD_LABEL = 'Добавить в избранное';
const REMOVE_LABEL = 'Убрать из избранного';

export function BookmarkHeart({ type, id, className }: WidgetProps['BookmarkHeart']) {
  const user = useCurrentUser();
  const owner = user ? ownerOf(user) : null;
  const key = owner && bookmarkRowKey(owner, type, id);
  // null: the device has no row for the item; undefined: not read yet (the store opens after the first screen).
  const row = useDeviceQuery(key ? async (db) => (await db.bookmarks.get(key)) ?? null : null, [key]);
  // The click's value until the worker's write comes back through the live query.
  const [clicked, setClicked] = useState<{ on: boolean; base: boolean | undefined } | null>(null);
  const stored = row?.on;
  const on = clicked && clicked.base === stored ? clicked.on : (stored ?? false);
  useEffect(() => {
    // The stored value moved on (our write, or another tab's): the click's value is spent.
    if (clicked && clicked.base !== stored) setClicked(null);
  }, [clicked, stored]);

  // A click before the device store has said who is signed in is kept and acted on once it has,
  // not dropped (on a slow phone that wait is long enough to click into).
  const [waitingClick, setWaitingClick] = useState(false);
  useEffect(() => {
    if (!waitingClick || user === undefined) return;
    setWaitingClick(false);
    void toggle();
    // toggle is this render's (it reads the user that just arrived); it runs once per kept click.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waitingClick, user]);

  async function toggle() {
    if (user === undefined) {
      setWaitingClick(true);
      return;
    }
    if (!owner || !key) {
      window.dispatchEvent(new CustomEvent(AUTH_REQUIRED_EVENT, { detail: { reason: 'favorite', type, id } }));
      return;
    }
    try {
      // A bookmarked item's heart shows empty until its row is read: a tap before that acts on the row, read now
      // (opening the store), or it would "add" what is already there instead of removing it.
      const next = row === undefined ? !(await (await openDevice()).bookmarks.get(key))?.on : !on;
      setClicked({ on: next, base: stored });
      if (!(await queueMutation(owner, 'bookmark-set', { type, id, on: next }))) setClicked(null);
    } catch (e) {
      setClicked(null);
      console.error(e);
    }
  }

  return (
    <button
      type="button"
      className={`favorite-heart${className ? ` ${className}` : ''}`}
      aria-pressed={on}
      aria-label={on ? REMOVE_LABEL : ADD_LABEL}
      onClick={() => void toggle()}
    >
      <svg
        viewBox="0 0 24 24"
        fill={on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.8 3.9 4.5 7.3 4.5c2 0 3.5 1.1 4.7 2.7 1.2-1.6 2.7-2.7 4.7-2.7 3.4 0 5.7 3.3 4.5 6.7-1.7 4.7-9.2 9.3-9.2 9.3z" />
      </svg>
    </button>
  );
}
