// 'Пользователи': search by name, login or id; see roles and suspension; suspend with a reason or
// lift it; admins grant and revoke staff roles.
import { useState } from 'react';
import { ReasonField } from './authoring-fields.tsx';
import { formatWhen, ROLE_LABELS } from './staff-format.ts';
import { staffApi, type StaffUser } from './staff-api.ts';
import { FoundCount, SearchFilters } from './staff-search.tsx';
import { runAction, useStaffLoad } from './use-staff-load.ts';
import { FormError } from '../../components/ui/text-field.tsx';

function UserCard({ user, isAdmin, onDone }: { user: StaffUser; isAdmin: boolean; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [suspending, setSuspending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const act = async (action: () => Promise<unknown>) => setError(await runAction(action, onDone));
  const name = [user.name, user.lastName].filter(Boolean).join(' ') || 'Без имени';
  return (
    <li className="staff-card">
      <h2 className="staff-card__title">
        {name} <span className="staff-card__meta">№{user.id}</span>
      </h2>
      <p className="staff-card__meta">{user.login}</p>
      <p className="staff-card__meta">
        {user.roles.length ? user.roles.map((r) => ROLE_LABELS[r] ?? r).join(', ') : 'Участник'}
        {user.suspension && (
          <span className="staff-badge staff-badge--warning">
            Заблокирован {formatWhen(user.suspension.createdAt)}: {user.suspension.reason}
          </span>
        )}
      </p>
      {user.parentConsent && (
        <p className="staff-card__meta">
          Согласие родителя: {user.parentConsent.name}, {user.parentConsent.contact} (
          {formatWhen(user.parentConsent.givenAt)})
        </p>
      )}
      {isAdmin && (
        <fieldset className="staff-roles">
          <legend>Роли</legend>
          {Object.entries(ROLE_LABELS).map(([role, label]) => (
            <label key={role} className="staff-roles__item">
              <input
                type="checkbox"
                checked={user.roles.includes(role)}
                onChange={(e) => act(() => staffApi.setRole(user.id, role, e.target.checked))}
              />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      <div className="staff-card__actions">
        {user.suspension ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => act(() => staffApi.unsuspend(user.id))}
          >
            Разблокировать
          </button>
        ) : (
          <button
            type="button"
            className="button button--quiet button--small"
            aria-expanded={suspending}
            onClick={() => setSuspending((s) => !s)}
          >
            Заблокировать
          </button>
        )}
      </div>
      {suspending && !user.suspension && (
        <form
          className="staff-inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            void act(() => staffApi.suspend(user.id, reason.trim()));
          }}
        >
          <ReasonField label="Причина блокировки" value={reason} onValue={setReason} />
          <button type="submit" className="button button--accent button--small" disabled={!reason.trim()}>
            Заблокировать аккаунт
          </button>
        </form>
      )}
      <FormError error={error} />
    </li>
  );
}

export function UsersScreen({ isAdmin }: { isAdmin: boolean }) {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const page = useStaffLoad(() => staffApi.users(search, role), [search, role]);
  return (
    <div>
      <SearchFilters label="Имя, логин или номер" onSearch={setSearch}>
        <label className="field">
          <span className="field__label">Роль</span>
          <select className="field__control" value={role} onChange={(e) => setRole(e.target.value)}>
            <option value="">Все</option>
            {Object.entries(ROLE_LABELS).map(([r, label]) => (
              <option key={r} value={r}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </SearchFilters>
      <FoundCount page={page} />
      <ul className="staff-list">
        {page.data?.list.map((u) => (
          <UserCard key={u.id} user={u} isAdmin={isAdmin} onDone={page.reload} />
        ))}
      </ul>
    </div>
  );
}
