// A comment written on this device that the server does not have yet: 'Отправится при подключении'
// while it waits; refused (the author blocked the writer, the material is gone), it shows why and
// keeps the text, to send again or drop.
import { useState } from 'react';
import { messageFor } from '../../lib/error-messages.ts';
import type { PendingCommentRow } from '../../lib/local-db.ts';
import { CommentText } from './comment-text.tsx';
import { dropPendingComment, WAITING_LABEL } from './pending-comments.ts';

interface Props {
  row: PendingCommentRow;
  authorName: string;
  onResend: (text: string, parentId?: number) => Promise<void>;
}

export function PendingCommentItem({ row, authorName, onResend }: Props) {
  const [busy, setBusy] = useState(false);
  const rejected = row.state === 'rejected';
  const resend = async () => {
    setBusy(true);
    try {
      await dropPendingComment(row);
      await onResend(row.text, row.parentId);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={`comments__item comments__item--pending${rejected ? ' comments__item--rejected' : ''}`}>
      <p className="comments__meta">
        <span className="comments__author">{authorName}</span>{' '}
        {!rejected && <span className="comments__waiting">{WAITING_LABEL}</span>}
      </p>
      <CommentText text={row.text} />
      {rejected && (
        <>
          <p className="field__error" role="alert">
            {messageFor({ detail: row.detail ?? '', status: 400 })}
          </p>
          <div className="comments__actions">
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={busy}
              onClick={() => void resend()}
            >
              Отправить снова
            </button>
            <button
              type="button"
              className="button button--quiet button--small"
              disabled={busy}
              onClick={() => void dropPendingComment(row)}
            >
              Удалить
            </button>
          </div>
        </>
      )}
    </li>
  );
}
