// The pieces of a collection's page: its materials in order (with the owner's ↑ ↓ and 'Убрать')
// and the rename form.
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { COLLECTION_TITLE_MAX } from '../../../sync/rules/social.ts';
import { pictureProps, SIZES } from '../../lib/picture-props.ts';
import type { CollectionFull } from './social-api.ts';

type Card = CollectionFull['pages'][number];

interface OwnerTools {
  online: boolean;
  move: (index: number, by: -1 | 1) => void;
  remove: (pageId: number) => void;
}

export function CollectionItems({ cards, tools }: { cards: Card[]; tools: OwnerTools | null }) {
  return (
    <ol className="collection-items" aria-label="Материалы коллекции">
      {cards.map((c, i) => (
        <li key={c.id} className="collection-item">
          {c.preview ? (
            <img
              className="collection-item__image"
              {...pictureProps(c.preview, { width: 128, height: 72 }, SIZES.collectionRow)}
              alt=""
              loading="lazy"
            />
          ) : (
            <span className="collection-item__image" aria-hidden="true" />
          )}
          <Link to="/post/$slug" params={{ slug: c.slug }} className="collection-item__title">
            {c.title}
          </Link>
          {tools && (
            <div className="collection-item__tools">
              <button
                type="button"
                className="button button--quiet button--small"
                aria-label={`Выше: ${c.title}`}
                disabled={!tools.online || i === 0}
                onClick={() => tools.move(i, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="button button--quiet button--small"
                aria-label={`Ниже: ${c.title}`}
                disabled={!tools.online || i === cards.length - 1}
                onClick={() => tools.move(i, 1)}
              >
                ↓
              </button>
              <button
                type="button"
                className="button button--quiet button--small"
                aria-label={`Убрать из коллекции: ${c.title}`}
                onClick={() => tools.remove(c.id)}
              >
                Убрать
              </button>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

export function RenameForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (title: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value.trim()) void onSave(value.trim());
  };
  return (
    <form className="collection-page__rename" onSubmit={submit}>
      <label className="field">
        <span className="field__label">Название коллекции</span>
        <input
          className="field__control"
          value={value}
          maxLength={COLLECTION_TITLE_MAX}
          autoFocus
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && onCancel()}
        />
      </label>
      <button type="submit" className="button button--primary" disabled={!value.trim()}>
        Сохранить
      </button>
      <button type="button" className="button button--quiet" onClick={onCancel}>
        Отмена
      </button>
    </form>
  );
}
