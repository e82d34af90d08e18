// /profile/collections/$id: one collection's materials in the owner's order. The owner renames it
// and removes a material (offline too, through the outbox), makes it open or private, reorders (up
// and down) and deletes it (online); anyone else may 'Скопировать себе' an open collection. A
// collection made offline opens under its temporary id and moves to the server's id once sent.
import './social.css';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useOnline } from '../../lib/use-online.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { collectionRefOf, collectionTitleKey } from '../../../sync/mutations/collections-client.ts';
import { ApiError } from '../../lib/api-client.ts';
import { requireAuth } from '../../lib/auth-modal.ts';
import { CollectionTitleTaken, refreshCollections, renameCollection, setCollectionItem } from './own-collections.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { dismissRejectedAction, useRejectedAction } from '../../lib/rejected-action.ts';
import { messageFor } from '../../lib/error-messages.ts';
import { formatCount } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { copyCollection, deleteCollection, updateCollection } from './social-api.ts';
import { CollectionItems, RenameForm } from './collection-parts.tsx';
import { useCollection } from './use-collection.ts';

const MATERIALS = ['материал', 'материала', 'материалов'] as const;

export function CollectionScreen({ id }: { id: number }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const online = useOnline();
  const { owner, row, state, cards } = useCollection(id);
  const serverId = row?.id ?? id;
  // A rename the server refused later (its title taken meanwhile from another device).
  const renameRefused = useRejectedAction(owner, row ? collectionTitleKey(collectionRefOf(row)) : '');
  const [renaming, setRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isOwner = !!row || (state.status === 'ready' && state.data.isOwner);
  const title = row?.title ?? (state.status === 'ready' ? state.data.title : '');
  const isPublic = row?.isPublic ?? (state.status === 'ready' ? state.data.isPublic : false);
  // Open, close, reorder and delete need the server's id and answer.
  const serverTools = online && !row?.pending;
  useDocumentTitle(title || undefined);
  const movedTo = row && row.id !== id ? row.id : null;
  useEffect(() => {
    if (movedTo !== null)
      void navigate({ to: '/profile/collections/$id', params: { id: String(movedTo) }, replace: true });
  }, [movedTo, navigate]);

  const run = async (fn: () => Promise<unknown>) => {
    setError(null);
    try {
      await fn();
      await refreshCollections();
    } catch (err) {
      setError(err instanceof CollectionTitleTaken ? err.message : messageFor(err instanceof ApiError ? err : null));
    }
  };
  const rename = (next: string) =>
    run(async () => {
      if (owner) dismissRejectedAction(owner, renameRefused);
      if (row && owner) await renameCollection(owner, row, next);
      else await updateCollection(id, { title: next });
      setRenaming(false);
    });
  const move = (index: number, by: -1 | 1) => {
    const ids = cards.map((c) => c.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    void run(() => updateCollection(serverId, { pageIds: ids }));
  };
  const copy = () => {
    if (!user) return requireAuth();
    void run(async () => {
      const made = await copyCollection(serverId);
      await refreshCollections();
      await navigate({ to: '/profile/collections/$id', params: { id: String(made.id) } });
    });
  };

  if ((!row && state.status === 'loading') || (row === undefined && id < 0))
    return (
      <div className="container page">
        <div className="list-skeleton" aria-busy="true" aria-label="Загружаем коллекцию">
          <span />
          <span />
        </div>
      </div>
    );
  if (!row && state.status !== 'ready')
    return (
      <div className="container page">
        <section className="state-card">
          <h1 className="state-card__title">
            {state.status === 'missing' || state.status === 'local' ? 'Коллекция не найдена' : 'Коллекция недоступна'}
          </h1>
          <p className="state-card__text">
            {state.status === 'offline'
              ? 'Нет подключения к интернету. Коллекция откроется, когда появится сеть.'
              : state.status === 'missing' || state.status === 'local'
                ? 'Возможно, её удалили или сделали закрытой.'
                : 'Не удалось загрузить коллекцию.'}
          </p>
        </section>
      </div>
    );
  const count = row ? row.pageIds.length : cards.length;
  return (
    <div className="container page collection-page">
      <header className="collection-page__head">
        <h1 className="collection-page__title">{title}</h1>
        <p className="collection-page__meta">
          {formatCount(count, MATERIALS)} · {isPublic ? 'открытая' : 'только для тебя'}
          {state.status === 'ready' && !isOwner && state.data.user && <> · {state.data.user.name}</>}
        </p>
        <div className="collection-page__actions">
          {isOwner ? (
            <>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => setRenaming((r) => !r)}
              >
                Переименовать
              </button>
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={!serverTools}
                onClick={() => void run(() => updateCollection(serverId, { isPublic: !isPublic }))}
              >
                {isPublic ? 'Сделать закрытой' : 'Сделать открытой'}
              </button>
              <button
                type="button"
                className="button button--quiet button--small"
                disabled={!serverTools}
                onClick={() => setConfirmDelete(true)}
              >
                Удалить коллекцию
              </button>
              <Link to="/profile/collections" className="button button--quiet button--small">
                Все коллекции
              </Link>
            </>
          ) : (
            <button type="button" className="button button--primary button--small" onClick={copy}>
              Скопировать себе
            </button>
          )}
        </div>
        {isOwner && row?.pending && (
          <p className="inline-state">Коллекция создана на этом устройстве. Отправится при подключении.</p>
        )}
        {isOwner && !online && (
          <p className="inline-state">
            Без сети можно переименовать коллекцию и убирать материалы; открыть её, менять порядок и удалить — когда
            появится сеть.
          </p>
        )}
        {renaming && <RenameForm initial={title} onCancel={() => setRenaming(false)} onSave={rename} />}
        {(error ?? renameRefused) && (
          <p className="field__error" role="alert">
            {error ?? renameRefused?.message}
          </p>
        )}
      </header>
      {count === 0 ? (
        <p className="inline-state">В коллекции пока нет материалов.</p>
      ) : (state.status === 'offline' || state.status === 'local') && cards.length === 0 ? (
        <p className="inline-state">Материалы загрузятся, когда появится сеть.</p>
      ) : (
        <CollectionItems
          cards={cards}
          tools={
            isOwner && owner
              ? {
                  online: serverTools,
                  move,
                  remove: (pageId) => void setCollectionItem(owner, row ?? { id: serverId }, pageId, false),
                }
              : null
          }
        />
      )}
      {confirmDelete && (
        <Dialog title="Удалить коллекцию?" onClose={() => setConfirmDelete(false)} contentKey="collection-delete">
          <p className="popup__text">Материалы останутся на сайте, удалится только подборка.</p>
          <div className="comments__form-actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() =>
                void run(async () => {
                  await deleteCollection(serverId);
                  await refreshCollections();
                  await navigate({ to: '/profile/collections' });
                })
              }
            >
              Удалить
            </button>
            <button type="button" className="button button--quiet" onClick={() => setConfirmDelete(false)}>
              Отмена
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
