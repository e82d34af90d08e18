// 'Заявки': requests to become a blogger or scientist; approving changes the user's type.
import { useState } from 'react';
import { formatWhen } from './staff-format.ts';
import { staffApi } from './staff-api.ts';
import { runAction, useStaffLoad } from './use-staff-load.ts';

const TYPE_LABELS: Record<number, string> = { 2: 'Блогер', 3: 'Учёный', 4: 'Учитель' };

export function RequestsScreen() {
  const page = useStaffLoad(() => staffApi.requests(), []);
  const [error, setError] = useState<string | null>(null);
  const decide = async (id: number, approve: boolean) =>
    setError(await runAction(() => staffApi.decideRequest(id, approve), page.reload));
  return (
    <div>
      {page.error && <p role="alert">{page.error}</p>}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {page.data && page.data.list.length === 0 && <p className="staff-empty">Новых заявок нет.</p>}
      <ul className="staff-list">
        {page.data?.list.map((r) => (
          <li key={r.id} className="staff-card">
            <h2 className="staff-card__title">
              {[r.name, r.lastName].filter(Boolean).join(' ') || 'Без имени'} —{' '}
              {TYPE_LABELS[r.typeId] ?? 'Тип ' + r.typeId}
            </h2>
            <p className="staff-card__meta">
              Заявка от {formatWhen(r.createdAt)} · <a href={`/profile/${r.userId}`}>профиль</a>
            </p>
            <div className="staff-card__actions">
              <button type="button" className="button button--primary button--small" onClick={() => decide(r.id, true)}>
                Одобрить
              </button>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => decide(r.id, false)}
              >
                Отклонить
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
