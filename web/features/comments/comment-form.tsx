// The comment box: used for a new comment, a reply and editing in place. Enter sends with
// Ctrl/Cmd; Escape cancels a reply or an edit. The server's refusal shows in Russian under it.
import { useId, useState, type FormEvent } from 'react';
import { COMMENT_MAX_LENGTH } from '../../../sync/rules/social.ts';
import { ApiError } from '../../lib/api-client.ts';
import { messageFor } from '../../lib/error-messages.ts';

interface Props {
  label: string;
  submitLabel: string;
  initial?: string;
  onSend: (text: string) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** The author blocked the writer: the box is shown disabled (the screen says why, once). */
  disabled?: boolean;
}

export function CommentForm({ label, submitLabel, initial = '', onSend, onCancel, autoFocus, disabled }: Props) {
  const [text, setText] = useState(initial);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!text.trim() || sending) return;
    setSending(true);
    setError(null);
    try {
      await onSend(text.trim());
      setText('');
    } catch (err) {
      setError(messageFor(err instanceof ApiError ? err : null));
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="comments__form" onSubmit={(e) => void submit(e)}>
      <label className="field">
        <span className="field__label">{label}</span>
        <textarea
          className="field__control"
          value={text}
          maxLength={COMMENT_MAX_LENGTH}
          rows={3}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && onCancel) onCancel();
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
          }}
        />
      </label>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="comments__form-actions">
        <button type="submit" className="button button--primary" disabled={disabled || sending || !text.trim()}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--quiet" onClick={onCancel}>
            Отмена
          </button>
        )}
      </div>
    </form>
  );
}
