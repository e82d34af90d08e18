// The comments under a material, news item or event (`base` is its API path): the list (newest
// first, replies under each) and, for signed-in users, the form. Guests get a sign-in button;
// with no network the section says so.
import './comments.css';
import { requireAuth } from '../../lib/auth-modal.ts';
import { formatCount } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';
import { PendingCommentItem } from './pending-comment-item.tsx';
import { useComments } from './use-comments.ts';

const COMMENT_FORMS = ['комментарий', 'комментария', 'комментариев'] as const;

export function CommentsSection({ base, blocked = false }: { base: string; blocked?: boolean }) {
  const user = useCurrentUser();
  const { state, pending, ...actions } = useComments(base);
  const mine = pending.filter((p) => !p.parentId);
  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title" className="comments__title">
        Комментарии
        {state.status === 'ready' && state.total > 0 && (
          <span className="comments__count"> · {formatCount(state.total, COMMENT_FORMS)}</span>
        )}
      </h2>
      {user ? (
        <CommentForm
          label="Твой комментарий"
          submitLabel="Отправить"
          disabled={blocked}
          onSend={(text) => actions.add(text)}
        />
      ) : (
        <p className="comments__guest">
          Комментировать могут участники сообщества.{' '}
          <button type="button" className="button button--secondary button--small" onClick={requireAuth}>
            Войти
          </button>
        </p>
      )}
      {mine.length > 0 && (
        <ul className="comments__list comments__list--pending" aria-label="Ещё не отправлены">
          {mine.map((row) => (
            <PendingCommentItem key={row.key} row={row} authorName={user?.name || 'Ты'} onResend={actions.add} />
          ))}
        </ul>
      )}
      {state.status === 'loading' && (
        <div className="list-skeleton" aria-hidden="true">
          <span />
          <span />
        </div>
      )}
      {state.status === 'offline' && <p className="inline-state">Комментарии загрузятся, когда появится сеть.</p>}
      {state.status === 'error' && <p className="inline-state">Не удалось загрузить комментарии.</p>}
      {state.status === 'ready' && state.list.length === 0 && mine.length === 0 && (
        <p className="comments__empty">Пока никто не оставил комментарий. Напиши первый!</p>
      )}
      {state.status === 'ready' && state.list.length > 0 && (
        <ul className="comments__list">
          {state.list.map((c) => (
            <CommentItem
              key={c.id}
              comment={c}
              actions={actions}
              pending={pending.filter((p) => p.parentId === c.id)}
              signedIn={!!user}
              viewerId={user?.id ?? null}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
