// The search form of the staff lists of users and schools: a search field, the list's own filters, «Найти»;
// the search text counts only once sent, so the list does not reload on every key typed.
import { useState, type ReactNode } from 'react';

/** A labelled search box (up to 100 characters, as the API's `q` allows). */
export function SearchField({ label, value, onValue }: { label: string; value: string; onValue: (q: string) => void }) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="field__control"
        type="search"
        value={value}
        maxLength={100}
        onChange={(e) => onValue(e.target.value)}
      />
    </label>
  );
}

/** The filters form: `onSearch` gets the trimmed text when sent; `children` are the list's other filters. */
export function SearchFilters({
  label,
  onSearch,
  children,
}: {
  label: string;
  onSearch: (q: string) => void;
  children: ReactNode;
}) {
  const [q, setQ] = useState('');
  return (
    <form
      className="staff-filters"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(q.trim());
      }}
    >
      <SearchField label={label} value={q} onValue={setQ} />
      {children}
      <button type="submit" className="button button--primary button--small">
        Найти
      </button>
    </form>
  );
}

/** The load error, or how many rows the search found. */
export function FoundCount({ page }: { page: { error: string | null; data: { total: number } | null } }) {
  return (
    <>
      {page.error && <p role="alert">{page.error}</p>}
      {page.data && <p className="staff-count">Найдено: {page.data.total}</p>}
    </>
  );
}
