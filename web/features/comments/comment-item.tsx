// One comment with its actions: reply (top level only), edit in place, delete with confirmation,
// 'Пожаловаться'; likes in a compact bar. A deleted one shows 'Комментарий удалён'; one by a user
// the reader blocked is folded behind 'Показать'.
import { useState } from 'react';
import { formatRelative } from '../../lib/format.ts';
import { useWidget } from '../../components/feature-widgets.tsx';
import { ComplaintDialog, DeleteDialog } from './comment-dialogs.tsx';
import { CommentForm } from './comment-form.tsx';
import { CommentText } from './comment-text.tsx';
import type { PendingCommentRow } from '../../lib/local-db.ts';
import { PendingCommentItem } from './pending-comment-item.tsx';
import type { PostComment, useComments } from './use-comments.ts';

type Actions = Omit<ReturnType<typeof useComments>, 'state' | 'pending'>;

interface Props {
  comment: PostComment;
  actions: Actions;
  /** Replies to this comment written on the device and not yet on the server. */
  pending?: PendingCommentRow[];
  signedIn: boolean;
  viewerId: number | null;
}

export function CommentItem({ comment: c, actions, pending = [], signedIn, viewerId }: Props) {
  const ReactionBar = useWidget('ReactionBar');
  const [mode, setMode] = useState<'view' | 'edit' | 'reply'>('view');
  const [dialog, setDialog] = useState<'complaint' | 'delete' | null>(null);
  const [shown, setShown] = useState(false);
  const replies = c.replies ?? [];
  const label = `Комментарий ${c.user.name || 'участника'}`;
  return (
    <li id={`comment-${c.id}`} className="comments__item" aria-label={c.isDeleted ? 'Удалённый комментарий' : label}>
      {c.isDeleted ? (
        <p className="comments__deleted">Комментарий удалён</p>
      ) : c.authorBlocked && !shown ? (
        <p className="comments__folded">
          Комментарий заблокированного пользователя скрыт.{' '}
          <button type="button" className="button button--quiet button--small" onClick={() => setShown(true)}>
            Показать
          </button>
        </p>
      ) : (
        <>
          <p className="comments__meta">
            <span className="comments__author">{c.user.name || 'Участник'}</span>{' '}
            <time dateTime={c.createdAt}>{formatRelative(c.createdAt)}</time>
            {c.isEdited && <span className="comments__edited"> · изменено</span>}
          </p>
          {mode === 'edit' ? (
            <CommentForm
              label="Изменить комментарий"
              submitLabel="Сохранить"
              initial={c.text}
              autoFocus
              onCancel={() => setMode('view')}
              onSend={async (text) => {
                await actions.edit(c.id, text);
                setMode('view');
              }}
            />
          ) : (
            <CommentText text={c.text} />
          )}
          <div className="comments__actions">
            <ReactionBar type="comment" id={c.id} initial={c} compact />
            {signedIn && c.parentId === null && (
              <button type="button" className="button button--quiet button--small" onClick={() => setMode('reply')}>
                Ответить
              </button>
            )}
            {c.canEdit && mode !== 'edit' && (
              <button type="button" className="button button--quiet button--small" onClick={() => setMode('edit')}>
                Изменить
              </button>
            )}
            {c.canDelete && (
              <button type="button" className="button button--quiet button--small" onClick={() => setDialog('delete')}>
                Удалить
              </button>
            )}
            {signedIn && c.user.id !== viewerId && (
              <button
                type="button"
                className="button button--quiet button--small"
                onClick={() => setDialog('complaint')}
              >
                Пожаловаться
              </button>
            )}
          </div>
        </>
      )}
      {mode === 'reply' && (
        <CommentForm
          label={`Ответ для ${c.user.name || 'участника'}`}
          submitLabel="Ответить"
          autoFocus
          onCancel={() => setMode('view')}
          onSend={async (text) => {
            await actions.add(text, c.id);
            setMode('view');
          }}
        />
      )}
      {replies.length + pending.length > 0 && (
        <ul className="comments__replies" aria-label="Ответы">
          {replies.map((r) => (
            <CommentItem key={r.id} comment={r} actions={actions} signedIn={signedIn} viewerId={viewerId} />
          ))}
          {pending.map((row) => (
            <PendingCommentItem key={row.key} row={row} authorName="Ты" onResend={actions.add} />
          ))}
        </ul>
      )}
      {dialog === 'complaint' && (
        <ComplaintDialog
          onClose={() => setDialog(null)}
          onSend={(reason, text) => actions.complain(c.id, reason, text)}
        />
      )}
      {dialog === 'delete' && <DeleteDialog onClose={() => setDialog(null)} onConfirm={() => actions.remove(c.id)} />}
    </li>
  );
}
