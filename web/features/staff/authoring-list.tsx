// The authoring screens' list (materials and news; events, courses and quizzes): what to list, drafts or
// published, the 'new' link and one row per item linking to its editor (?edit=<kind>:<id>).
import { useId, useState } from 'react';
import { StaffLink } from './staff-nav.tsx';
import { StaffList } from './authoring-parts.tsx';

export interface AuthoringRow {
  id: number;
  title: string;
  isPublished: boolean;
}

/** `?edit=page:12` or `page:new` -> the kind and id (null for a new one); anything else -> null. */
export function parseEdit<K extends string>(
  edit: string | undefined,
  kinds: Record<K, unknown>,
): { kind: K; id: number | null } | null {
  const m = /^([a-z]+):(new|\d+)$/.exec(edit ?? '');
  if (!m || !Object.hasOwn(kinds, m[1]!)) return null;
  return { kind: m[1] as K, id: m[2] === 'new' ? null : Number(m[2]) };
}

/** What a list screen shows (kind, drafts or published) and the item `?edit=` opens; `filters` go to AuthoringList. */
export function useAuthoringFilters<K extends string>(
  edit: string | undefined,
  kinds: Record<K, unknown>,
  first: NoInfer<K>,
) {
  const [kind, setKind] = useState<K>(first);
  const [state, setState] = useState('all');
  return { target: parseEdit(edit, kinds), kind, state, filters: { kind, onKind: setKind, state, onState: setState } };
}

export function AuthoringList<K extends string, R extends AuthoringRow>({
  screen,
  kinds,
  kind,
  onKind,
  state,
  onState,
  list,
  meta,
}: {
  screen: 'content' | 'learning';
  kinds: Record<K, { label: string; add: string }>;
  kind: K;
  onKind: (kind: K) => void;
  state: string;
  onState: (state: string) => void;
  list: { error: string | null; data: { list: R[] } | null | undefined };
  /** What the row says after 'Опубликовано' / 'Черновик'. */
  meta: (row: R) => React.ReactNode;
}) {
  const ids = { kind: useId(), state: useId() };
  return (
    <div>
      <div className="staff-filters">
        <div className="field">
          <label className="field__label" htmlFor={ids.kind}>
            Что
          </label>
          <select id={ids.kind} className="field__control" value={kind} onChange={(e) => onKind(e.target.value as K)}>
            {(Object.entries(kinds) as [K, { label: string }][]).map(([k, v]) => (
              <option key={k} value={k}>
                {v.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.state}>
            Состояние
          </label>
          <select id={ids.state} className="field__control" value={state} onChange={(e) => onState(e.target.value)}>
            <option value="all">Все</option>
            <option value="draft">Черновики</option>
            <option value="published">Опубликованные</option>
          </select>
        </div>
        <StaffLink search={{ s: screen, edit: `${kind}:new` }} className="button button--primary button--small">
          {kinds[kind].add}
        </StaffLink>
      </div>
      <StaffList list={list}>
        {(r) => (
          <li key={r.id} className="staff-card staff-card--row">
            <div>
              <h2 className="staff-card__title">
                <StaffLink search={{ s: screen, edit: `${kind}:${r.id}` }}>{r.title}</StaffLink>
              </h2>
              <p className="staff-card__meta">
                {r.isPublished ? 'Опубликовано' : 'Черновик'}
                {meta(r)}
              </p>
            </div>
          </li>
        )}
      </StaffList>
    </div>
  );
}
