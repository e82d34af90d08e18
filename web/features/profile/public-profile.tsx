// /profile/$id: another user's profile, read-only (GET /user/{id}).
import './profile.css';
import { useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { fetchPublicUser, type PublicUser } from './profile-api.ts';
import { ProfileSummary } from './profile-summary.tsx';

type State = { status: 'loading' } | { status: 'ok'; user: PublicUser } | { status: 'missing' } | { status: 'error' };

/** `actions` (e.g. follow and block) sit in the profile's head, `children` under it (both from the route). */
export function PublicProfile({ id, actions, children }: { id: number; actions?: ReactNode; children?: ReactNode }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    fetchPublicUser(id)
      .then((user) => live && setState({ status: 'ok', user }))
      .catch(
        (e: unknown) =>
          live &&
          setState({ status: e instanceof ApiError && (e.status === 404 || e.status === 400) ? 'missing' : 'error' }),
      );
    return () => {
      live = false;
    };
  }, [id, attempt]);
  useDocumentTitle(
    state.status === 'ok' ? [state.user.name, state.user.lastName].filter(Boolean).join(' ') : undefined,
  );
  return (
    <div className="container page">
      {state.status === 'loading' && (
        <div className="list-skeleton" aria-busy="true" aria-label="Загружаем профиль">
          <span />
          <span />
          <span />
        </div>
      )}
      {state.status === 'ok' && (
        <ProfileSummary user={state.user} actions={actions}>
          {children}
        </ProfileSummary>
      )}
      {state.status === 'missing' && (
        <section className="state-card">
          <h1 className="state-card__title">Пользователь не найден</h1>
          <p className="state-card__text">Возможно, ссылка устарела или профиль удалён.</p>
        </section>
      )}
      {state.status === 'error' && (
        <div className="inline-state" role="alert">
          <p>Не удалось загрузить профиль. Проверь подключение к интернету.</p>
          <button type="button" className="button button--secondary" onClick={() => setAttempt((a) => a + 1)}>
            Повторить
          </button>
        </div>
      )}
    </div>
  );
}
