// The card's add-to-collection control (spec section 2). Logged out it does nothing but open the
// login modal. Signed in it opens a dialog with the user's collections as checkboxes and a field for
// a new collection: both change the device at once and go through the outbox, offline too.
import './collections.css';
import { lazy, Suspense, useState } from 'react';
import { requireAuth } from '../../lib/auth-modal.ts';
import { ownerOf, useCurrentUser } from '../../lib/session.ts';
import type { WidgetProps } from '../../components/feature-widgets.tsx';

const CollectionPicker = lazy(() => import('./collection-picker.tsx').then((m) => ({ default: m.CollectionPicker })));

const ADD_TO_COLLECTION_LABEL = 'Добавить в коллекцию';

const FolderPlus = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
    <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    <path d="M12 10v6M9 13h6" />
  </svg>
);

export function AddToCollection({ pageId, title, className }: WidgetProps['AddToCollection']) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const click = () => {
    if (user === undefined) return;
    if (!user) return requireAuth();
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        className={`add-to-collection${className ? ` ${className}` : ''}`}
        aria-label={ADD_TO_COLLECTION_LABEL}
        title={ADD_TO_COLLECTION_LABEL}
        aria-haspopup="dialog"
        onClick={click}
      >
        <FolderPlus />
      </button>
      {open && user && (
        <Suspense fallback={null}>
          <CollectionPicker owner={ownerOf(user)} pageId={pageId} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
