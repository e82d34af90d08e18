// /dev-auth (while the server has development sign-in on): pick a demo user, or type any user id, and sign in
// through POST /auth/dev-login (the server refuses it unless DEV_AUTH=1 outside production).
import './auth.css';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { TextField } from '../../components/ui/text-field.tsx';
import { apiFetch, ApiError } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { messageFor } from '../../lib/error-messages.ts';
import { completeSignIn } from '../../lib/session.ts';

const DEMO_IDS = [1, 2, 3];

type Demo = ApiResponse<'/user/:id'>;

export function DevAuthPage() {
  const [demos, setDemos] = useState<Demo[]>([]);
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  useEffect(() => {
    void Promise.all(DEMO_IDS.map((id) => apiFetch<ApiResponse<'/user/:id'>>(`/user/${id}`).catch(() => null))).then(
      (list) => setDemos(list.filter((d): d is Demo => d !== null)),
    );
  }, []);
  const signIn = async (id: number) => {
    setError(null);
    try {
      await completeSignIn(
        await apiFetch<ApiResponse<'/auth/dev-login', 'post'>>('/auth/dev-login', {
          method: 'POST',
          body: { userId: id },
        }),
      );
      void navigate({ to: '/profile' });
    } catch (e) {
      setError(`Не получилось войти: ${messageFor(e instanceof ApiError ? e : null)}`);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (userId) void signIn(Number(userId));
  };
  return (
    <div className="container page">
      <section className="card dev-auth" aria-label="Выбор пользователя">
        <p>Только для разработки: войти от имени пользователя без пароля.</p>
        <ul className="dev-auth__list">
          {demos.map((d) => (
            <li key={d.id}>
              <button type="button" className="button button--secondary" onClick={() => void signIn(d.id)}>
                {d.name} {d.lastName} (№ {d.id})
              </button>
            </li>
          ))}
        </ul>
        <form onSubmit={submit}>
          <TextField
            label="Номер пользователя"
            inputMode="numeric"
            value={userId}
            onValue={(v) => setUserId(v.replace(/\D/g, ''))}
            error={error}
          />
          <button type="submit" className="button button--primary">
            Войти
          </button>
        </form>
      </section>
    </div>
  );
}
