// The collection picker behind 'Добавить в коллекцию' (loaded on the first click, so the cards of a
// first screen do not carry it): the user's collections with a tick for this material, and a new one.
import { useEffect, useState, type FormEvent } from 'react';
import { COLLECTION_TITLE_MAX } from '../../../sync/rules/social.ts';
import { CollectionTitleTaken, createCollection, setCollectionItem, useOwnCollections } from './own-collections.ts';
import type { CollectionRow } from '../../lib/local-db.ts';
import { messageFor } from '../../lib/error-messages.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormError } from '../../components/ui/text-field.tsx';

const ADD_TO_COLLECTION_LABEL = 'Добавить в коллекцию';

export function CollectionPicker({
  owner,
  pageId,
  title,
  onClose,
}: {
  owner: string;
  pageId: number;
  title: string;
  onClose: () => void;
}) {
  const collections = useOwnCollections(owner);
  // A click's value until the worker's write comes back through the live query (no flicker).
  const [clicked, setClicked] = useState<Record<number, boolean>>({});
  useEffect(() => {
    if (!collections) return;
    setClicked((prev) => {
      const stale = collections.filter((c) => c.id in prev && prev[c.id] === c.pageIds.includes(pageId));
      if (!stale.length) return prev;
      const next = { ...prev };
      for (const c of stale) delete next[c.id];
      return next;
    });
  }, [collections, pageId]);
  const toggle = (collection: CollectionRow, on: boolean) => {
    setClicked((prev) => ({ ...prev, [collection.id]: on }));
    void setCollectionItem(owner, collection, pageId, on).then((saved) => {
      if (!saved) setClicked(({ [collection.id]: _, ...rest }) => rest);
    });
  };
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || creating) return;
    setCreating(true);
    setError(null);
    try {
      const made = await createCollection(owner, name.trim());
      if (made) await setCollectionItem(owner, made, pageId, true);
      setName('');
    } catch (err) {
      setError(err instanceof CollectionTitleTaken ? err.message : messageFor(null));
    } finally {
      setCreating(false);
    }
  };
  return (
    <Dialog title={ADD_TO_COLLECTION_LABEL} onClose={onClose} contentKey="collection-picker">
      <p className="popup__text collection-picker__what">{title}</p>
      {collections === undefined ? (
        <div className="list-skeleton" aria-hidden="true">
          <span />
        </div>
      ) : collections.length === 0 ? (
        <p className="popup__text">У тебя пока нет коллекций. Создай первую:</p>
      ) : (
        <fieldset className="collection-picker__list">
          <legend className="visually-hidden">Твои коллекции</legend>
          {collections.map((c) => (
            <label key={c.key} className="collection-picker__item">
              <input
                type="checkbox"
                checked={clicked[c.id] ?? c.pageIds.includes(pageId)}
                onChange={(e) => toggle(c, e.target.checked)}
              />
              <span>{c.title}</span>
            </label>
          ))}
        </fieldset>
      )}
      <form className="collection-picker__new" onSubmit={(e) => void create(e)}>
        <label className="field">
          <span className="field__label">Новая коллекция</span>
          <input
            className="field__control"
            value={name}
            maxLength={COLLECTION_TITLE_MAX}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={!!error}
          />
        </label>
        <button type="submit" className="button button--secondary" disabled={creating || !name.trim()}>
          Создать
        </button>
      </form>
      <FormError error={error} />
      <button type="button" className="button button--primary collection-picker__done" onClick={onClose}>
        Готово
      </button>
    </Dialog>
  );
}
