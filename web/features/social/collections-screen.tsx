// /profile/collections: the signed-in user's collections, read from the device (offline too), and
// a field to start a new one (offline too: it shows at once and is sent through the outbox).
import './social.css';
import { useState, type FormEvent } from 'react';
import { openAuthModal } from '../../lib/auth-modal.ts';
import { CollectionTitleTaken, createCollection, useOwnCollections } from './own-collections.ts';
import { messageFor } from '../../lib/error-messages.ts';
import { ownerOf, useCurrentUser } from '../../lib/session.ts';
import { COLLECTION_TITLE_MAX } from '../../../sync/rules/social.ts';
import { CollectionGrid, ownTile } from './collection-grid.tsx';

export function CollectionsScreen() {
  const user = useCurrentUser();
  const owner = user ? ownerOf(user) : null;
  const rows = useOwnCollections(owner);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (user === null)
    return (
      <div className="container page">
        <section className="state-card">
          <p className="state-card__text">Войди, чтобы собирать материалы в коллекции.</p>
          <button type="button" className="button button--primary" onClick={() => openAuthModal('login')}>
            Войти
          </button>
        </section>
      </div>
    );
  const create = async (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || busy || !owner) return;
    setBusy(true);
    setError(null);
    try {
      await createCollection(owner, title.trim());
      setTitle('');
    } catch (err) {
      setError(err instanceof CollectionTitleTaken ? err.message : messageFor(null));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="container page">
      <form className="collection-new" onSubmit={(e) => void create(e)}>
        <label className="field">
          <span className="field__label">Новая коллекция</span>
          <input
            className="field__control"
            value={title}
            maxLength={COLLECTION_TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
            aria-invalid={!!error}
          />
        </label>
        <button type="submit" className="button button--primary" disabled={busy || !title.trim()}>
          Создать
        </button>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </form>
      {rows === undefined ? (
        <div className="list-skeleton" aria-busy="true" aria-label="Загружаем коллекции">
          <span />
          <span />
        </div>
      ) : rows.length === 0 ? (
        <p className="inline-state">
          Коллекций пока нет. Создай первую здесь или кнопкой с папкой на карточке материала.
        </p>
      ) : (
        <CollectionGrid label="Мои коллекции" items={rows.map(ownTile)} />
      )}
    </div>
  );
}
