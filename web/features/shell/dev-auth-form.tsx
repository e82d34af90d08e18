// Development sign-in: become any user by id (POST /auth/dev-login). The route shows it
// only in development builds; the server refuses it unless DEV_AUTH=1 outside production.
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { apiSafe, setAuthToken } from '../../lib/api-client.ts';
import { refreshCurrentUser } from '../../lib/session.ts';

export function DevAuthForm() {
  const [userId, setUserId] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const res = await apiSafe<{ accessToken: string }>('/auth/dev-login', {
      method: 'POST',
      body: { userId: Number(userId) },
    });
    if (res.error) return setError(`Не получилось войти: ${res.message}`);
    setAuthToken(res.data.accessToken);
    await refreshCurrentUser();
    void navigate({ to: '/' });
  };
  return (
    <div className="container page">
      <form className="card dev-auth" onSubmit={(e) => void submit(e)}>
        <p>Только для разработки: войти от имени пользователя по его номеру.</p>
        <div className="field">
          <label className="field__label" htmlFor="dev-user-id">
            Номер пользователя
          </label>
          <input
            id="dev-user-id"
            className="field__control"
            inputMode="numeric"
            value={userId}
            onChange={(e) => setUserId(e.target.value.replace(/\D/g, ''))}
          />
          {error && <p className="field__error">{error}</p>}
        </div>
        <button type="submit" className="button button--primary">
          Войти
        </button>
      </form>
    </div>
  );
}
