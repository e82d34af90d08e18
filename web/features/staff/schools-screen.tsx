// 'Школы': schools users typed because theirs was missing from the list ('Моей школы нет в списке') wait here
// first; staff confirm one (renaming it if needed) or merge it into a listed school of the same town, whose
// users then move to it. Imported schools are searchable too (docs/schools.md).
import { useState } from 'react';
import { schoolsApi, type StaffSchool } from './schools-api.ts';
import { FoundCount, SearchField, SearchFilters } from './staff-search.tsx';
import { runAction, useStaffLoad } from './use-staff-load.ts';
import { FormError } from '../../components/ui/text-field.tsx';

function MergeForm({ school, onDone }: { school: StaffSchool; onDone: () => void }) {
  const [q, setQ] = useState('');
  const [error, setError] = useState<string | null>(null);
  const found = useStaffLoad(() => schoolsApi.sameTown(school.city.id, q.trim()), [school.city.id, q]);
  const targets = found.data?.list.filter((s) => s.id !== school.id) ?? [];
  return (
    <div className="staff-inline-form">
      <SearchField label="Школа того же города" value={q} onValue={setQ} />
      <ul className="staff-list">
        {targets.map((t) => (
          <li key={t.id}>
            {t.shortName ?? t.name}{' '}
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={async () => setError(await runAction(() => schoolsApi.merge(school.id, t.id), onDone))}
            >
              Объединить с этой
            </button>
          </li>
        ))}
      </ul>
      {found.data && !targets.length && <p className="staff-card__meta">Подходящих школ не найдено</p>}
      <FormError error={error} />
    </div>
  );
}

function SchoolCard({ school, onDone }: { school: StaffSchool; onDone: () => void }) {
  const [name, setName] = useState(school.name);
  const [merging, setMerging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const act = async (action: () => Promise<unknown>) => setError(await runAction(action, onDone));
  return (
    <li className="staff-card">
      <h2 className="staff-card__title">
        {school.shortName ?? school.name} <span className="staff-card__meta">№{school.id}</span>
        {!school.confirmed && <span className="staff-badge staff-badge--warning">Не подтверждена</span>}
      </h2>
      <p className="staff-card__meta">
        {school.city.name}, {school.region.name} · пользователей: {school.users}
        {school.registryId ? ' · из реестра' : ''}
      </p>
      <form
        className="staff-inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void act(() => schoolsApi.edit(school.id, { name: name.trim(), confirmed: true }));
        }}
      >
        <label className="field">
          <span className="field__label">Название</span>
          <input
            className="field__control"
            value={name}
            minLength={2}
            maxLength={300}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <div className="staff-card__actions">
          <button type="submit" className="button button--primary button--small" disabled={name.trim().length < 2}>
            {school.confirmed ? 'Сохранить название' : 'Подтвердить'}
          </button>
          <button
            type="button"
            className="button button--quiet button--small"
            aria-expanded={merging}
            onClick={() => setMerging((m) => !m)}
          >
            Объединить с другой школой
          </button>
        </div>
      </form>
      {merging && <MergeForm school={school} onDone={onDone} />}
      <FormError error={error} />
    </li>
  );
}

export function SchoolsScreen() {
  const [search, setSearch] = useState('');
  const [confirmed, setConfirmed] = useState('false');
  const page = useStaffLoad(() => schoolsApi.list(confirmed, search), [confirmed, search]);
  return (
    <div>
      <SearchFilters label="Название" onSearch={setSearch}>
        <label className="field">
          <span className="field__label">Показать</span>
          <select className="field__control" value={confirmed} onChange={(e) => setConfirmed(e.target.value)}>
            <option value="false">Ждут проверки</option>
            <option value="true">Подтверждённые</option>
            <option value="">Все</option>
          </select>
        </label>
      </SearchFilters>
      <FoundCount page={page} />
      <ul className="staff-list">
        {page.data?.list.map((s) => (
          <SchoolCard key={s.id} school={s} onDone={page.reload} />
        ))}
      </ul>
    </div>
  );
}
