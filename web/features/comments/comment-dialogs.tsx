// The two dialogs of a comment: 'Пожаловаться' with the reasons, and the delete confirmation.
import { useState, type FormEvent } from 'react';
import { COMPLAINT_REASON_LABELS, COMPLAINT_TEXT_MAX } from '../../../sync/rules/social.ts';
import { ApiError } from '../../lib/api-client.ts';
import { messageFor } from '../../lib/error-messages.ts';
import { Dialog, DialogFormEnd, DoneDialog } from '../../components/ui/dialog.tsx';
import { TextAreaField } from '../../components/ui/text-field.tsx';

export function ComplaintDialog({
  onSend,
  onClose,
}: {
  onSend: (reason: string, text: string) => Promise<void>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<string>('');
  const [text, setText] = useState('');
  const [state, setState] = useState<'form' | 'sending' | 'sent'>('form');
  const [error, setError] = useState<string | null>(null);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return setError('Выбери причину');
    setState('sending');
    try {
      await onSend(reason, text.trim());
      setState('sent');
    } catch (err) {
      const already = err instanceof ApiError && /already complained/i.test(err.message);
      if (already) return setState('sent');
      setError(messageFor(err instanceof ApiError ? err : null));
      setState('form');
    }
  };
  if (state === 'sent') {
    return (
      <DoneDialog
        title="Жалоба отправлена"
        text="Спасибо! Модераторы проверят комментарий."
        button="Хорошо"
        onClose={onClose}
      />
    );
  }
  return (
    <Dialog title="Пожаловаться на комментарий" onClose={onClose} contentKey="complaint-form">
      <form className="comments__dialog" onSubmit={(e) => void send(e)}>
        <fieldset className="comments__reasons">
          <legend className="field__label">Причина</legend>
          {Object.entries(COMPLAINT_REASON_LABELS).map(([code, label]) => (
            <label key={code} className="comments__reason">
              <input
                type="radio"
                name="reason"
                value={code}
                checked={reason === code}
                onChange={() => setReason(code)}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label="Комментарий для модератора (необязательно)"
          rows={2}
          maxLength={COMPLAINT_TEXT_MAX}
          value={text}
          onValue={setText}
        />
        <DialogFormEnd
          error={error}
          sending={state === 'sending'}
          send="Отправить жалобу"
          cancel="Отмена"
          onCancel={onClose}
          className="comments__form-actions"
        />
      </form>
    </Dialog>
  );
}

export function DeleteDialog({ onConfirm, onClose }: { onConfirm: () => Promise<void>; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch (err) {
      setError(messageFor(err instanceof ApiError ? err : null));
      setBusy(false);
    }
  };
  return (
    <Dialog title="Удалить комментарий?" onClose={onClose} contentKey="comment-delete">
      <p className="popup__text">Комментарий будет удалён без возможности восстановления.</p>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="comments__form-actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void confirm()}>
          Удалить
        </button>
        <button type="button" className="button button--quiet" onClick={onClose}>
          Отмена
        </button>
      </div>
    </Dialog>
  );
}
