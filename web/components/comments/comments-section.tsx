// The comments under a material, news item or event (`base` is its API path): the list (newest first) and, for signed-in users, the
// form. Guests get a sign-in button; with no network the section says so.
import './comments.css';
import { useState, type FormEvent } from 'react';
import { SafeHtml } from '../ui/safe-html.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { requireAuth } from '../../lib/auth-modal.ts';
import { messageFor } from '../../lib/error-messages.ts';
import { formatCount, formatRelative } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useComments } from './use-comments.ts';

const COMMENT_FORMS = ['комментарий', 'комментария', 'комментариев'] as const;
const MAX_LENGTH = 2000;

function CommentForm({ onSend }: { onSend: (text: string) => Promise<void> }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
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
        <span className="field__label">Ваш комментарий</span>
        <textarea className="field__control" value={text} maxLength={MAX_LENGTH} rows={3} onChange={(e) => setText(e.target.value)} />
      </label>
      {error && <p className="field__error" role="alert">{error}</p>}
      <button type="submit" className="button button--primary" disabled={sending || !text.trim()}>Отправить</button>
    </form>
  );
}

export function CommentsSection({ base }: { base: string }) {
  const user = useCurrentUser();
  const { state, add } = useComments(base);
  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title" className="comments__title">
        Комментарии{state.status === 'ready' && state.total > 0 && <span className="comments__count"> · {formatCount(state.total, COMMENT_FORMS)}</span>}
      </h2>
      {user ? (
        <CommentForm onSend={add} />
      ) : (
        <p className="comments__guest">
          Комментировать могут участники сообщества.{' '}
          <button type="button" className="button button--secondary button--small" onClick={requireAuth}>Войти</button>
        </p>
      )}
      {state.status === 'loading' && <div className="list-skeleton" aria-hidden="true"><span /><span /></div>}
      {state.status === 'offline' && <p className="inline-state">Комментарии загрузятся, когда появится сеть.</p>}
      {state.status === 'error' && <p className="inline-state">Не удалось загрузить комментарии.</p>}
      {state.status === 'ready' && state.list.length === 0 && <p className="comments__empty">Пока никто не оставил комментарий. Будьте первым!</p>}
      {state.status === 'ready' && state.list.length > 0 && (
        <ul className="comments__list">
          {state.list.map((c) => (
            <li key={c.id} className="comments__item">
              <p className="comments__meta"><span className="comments__author">{c.user.name || 'Участник'}</span> <time dateTime={c.createdAt}>{formatRelative(c.createdAt)}</time></p>
              <SafeHtml className="comments__text" html={c.text} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
