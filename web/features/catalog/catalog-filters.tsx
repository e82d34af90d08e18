// The catalogue's filters: type chips, topic, tag and sort selects and a search box.
// They only change the URL's search params; the list follows the URL.
import { useState, type FormEvent } from 'react';
import { useTags, useTopics } from '../../lib/site-data.ts';
import type { CatalogSearch, CatalogSort } from './catalog-search.ts';

const TYPES = [
  { id: 1, label: 'Видео' },
  { id: 2, label: 'Подкасты' },
  { id: 3, label: 'Статьи' },
  { id: 4, label: 'Спецпроекты' },
] as const;

const SORTS: { value: CatalogSort; label: string }[] = [
  { value: 'DATE_DESC', label: 'Сначала новые' },
  { value: 'DATE_ASC', label: 'Сначала старые' },
  { value: 'POPULAR', label: 'Популярные' },
];

interface CatalogFiltersProps {
  search: CatalogSearch;
  onChange: (next: Partial<CatalogSearch>) => void;
}

/** A topic or tag select: one of the site's list, or none ("all"). */
function DictionarySelect(props: {
  label: string;
  allLabel: string;
  items: { id: number; name: string }[] | undefined;
  value: number | undefined;
  onPick: (id: number | undefined) => void;
}) {
  return (
    <label className="field">
      <span className="field__label">{props.label}</span>
      <select
        className="field__control"
        value={props.value ?? ''}
        onChange={(e) => props.onPick(e.target.value ? Number(e.target.value) : undefined)}
      >
        <option value="">{props.allLabel}</option>
        {(props.items ?? []).map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export function CatalogFilters({ search, onChange }: CatalogFiltersProps) {
  const tags = useTags();
  const topics = useTopics();
  const [text, setText] = useState(search.search ?? '');
  const activeTypes = search.page_type_id ?? [];

  const toggleType = (id: 1 | 2 | 3 | 4) => {
    const next = activeTypes.includes(id) ? activeTypes.filter((t) => t !== id) : [...activeTypes, id];
    onChange({ page_type_id: next.length ? next : undefined });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ search: text.trim() || undefined });
  };

  return (
    <div className="catalog-filters">
      <form className="catalog-filters__search" role="search" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="catalog-search">
          Поиск по каталогу
        </label>
        <input
          id="catalog-search"
          className="field__control"
          type="search"
          value={text}
          maxLength={200}
          placeholder="Поиск по каталогу"
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="button button--secondary">
          Найти
        </button>
      </form>
      <div className="chips catalog-filters__types" role="group" aria-label="Формат">
        <button
          type="button"
          className="chip"
          aria-pressed={activeTypes.length === 0}
          onClick={() => onChange({ page_type_id: undefined })}
        >
          Все
        </button>
        {TYPES.map((t) => (
          <button
            key={t.id}
            type="button"
            className="chip"
            aria-pressed={activeTypes.includes(t.id)}
            onClick={() => toggleType(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div className="catalog-filters__selects">
        <DictionarySelect
          label="Тема"
          allLabel="Все темы"
          items={topics}
          value={search.topics?.[0]}
          onPick={(id) => onChange({ topics: id === undefined ? undefined : [id] })}
        />
        <DictionarySelect
          label="Тег"
          allLabel="Все теги"
          items={tags}
          value={search.tags?.[0]}
          onPick={(id) => onChange({ tags: id === undefined ? undefined : [id] })}
        />
        <label className="field">
          <span className="field__label">Сортировка</span>
          <select
            className="field__control"
            value={search.sort ?? 'DATE_DESC'}
            onChange={(e) => onChange({ sort: SORTS.find((s) => s.value === e.target.value)?.value })}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
