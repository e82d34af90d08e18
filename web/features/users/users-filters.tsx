// The catalogue's filters: a name search (sent 300 ms after the last keystroke) and the
// participant type from the site data. They only change the URL; the list follows it.
import { useEffect, useRef, useState } from 'react';
import { useUserTypes } from '../../lib/site-data.ts';
import type { UsersFilter } from './users-api.ts';

const SEARCH_DEBOUNCE_MS = 300;

interface UsersFiltersProps {
  filter: UsersFilter;
  onChange: (next: UsersFilter) => void;
}

export function UsersFilters({ filter, onChange }: UsersFiltersProps) {
  const types = useUserTypes();
  const [text, setText] = useState(filter.search ?? '');
  const latest = useRef({ filter, onChange });
  latest.current = { filter, onChange };

  // The URL changed from outside (back button, a link): show its search text.
  useEffect(() => setText(filter.search ?? ''), [filter.search]);

  useEffect(() => {
    const wanted = text.trim() || undefined;
    if (wanted === (latest.current.filter.search ?? undefined)) return;
    const timer = window.setTimeout(
      () => latest.current.onChange({ ...latest.current.filter, search: wanted }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [text]);

  return (
    <div className="users-filters" role="search">
      <label className="field users-filters__search">
        <span className="field__label">Поиск по имени</span>
        <input
          className="field__control"
          type="search"
          value={text}
          maxLength={100}
          placeholder="Имя или фамилия"
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <label className="field users-filters__type">
        <span className="field__label">Кто</span>
        <select
          className="field__control"
          value={filter.type ?? ''}
          onChange={(e) => onChange({ ...filter, type: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">Все участники</option>
          {(types ?? []).map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
