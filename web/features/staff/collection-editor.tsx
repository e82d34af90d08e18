// A list of simple records (projects, static pages, FAQ questions and topics, the feedback form's
// fields) with 'Добавить', 'Изменить' in place, 'Сохранить' and 'Удалить'. The server checks every
// value; its Russian message is shown under the form.
import { useState, type ReactNode } from 'react';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { labelsOf, RecordFields, type FieldDef, type RecordValue } from './record-fields.tsx';
import { staffMessage } from './staff-errors.ts';
import { useStaffLoad } from './use-staff-load.ts';
import { StaffList } from './authoring-parts.tsx';

/** The simple records staff edit with this editor. */
type CollectionPath = '/staff/projects' | '/staff/static-pages' | '/staff/faq' | '/staff/faq-tags' | '/staff/faq-form';

export interface CollectionSpec {
  path: CollectionPath;
  fields: readonly FieldDef[];
  blank: RecordValue;
  addLabel: string;
  title: (r: RecordValue) => string;
  meta?: (r: RecordValue) => ReactNode;
}

/** The body to send: every field's value, with list lines trimmed and empty ones dropped. */
function bodyOf(fields: readonly FieldDef[], value: RecordValue): RecordValue {
  return Object.fromEntries(
    fields.map((f) => {
      const v = value[f.key];
      if (f.kind === 'lines') return [f.key, ((v as string[] | undefined) ?? []).map((l) => l.trim()).filter(Boolean)];
      if (typeof v === 'string') return [f.key, v.trim()];
      return [f.key, v];
    }),
  );
}

function RecordForm({
  spec,
  initial,
  onDone,
}: {
  spec: CollectionSpec;
  initial: RecordValue & { id?: number };
  onDone: (changed: boolean) => void;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      onDone(true);
    } catch (e) {
      setError(staffMessage(e, labelsOf(spec.fields)));
      setBusy(false);
    }
  };
  const save = () =>
    run(() =>
      initial.id
        ? apiFetch<ApiResponse<`${CollectionPath}/:id`, 'put'>>(`${spec.path}/${initial.id}`, {
            method: 'PUT',
            body: bodyOf(spec.fields, value),
          })
        : apiFetch<ApiResponse<CollectionPath, 'post'>>(spec.path, {
            method: 'POST',
            body: bodyOf(spec.fields, value),
          }),
    );
  return (
    <form
      className="staff-inline-form staff-record-form"
      aria-label={initial.id ? `Изменить: ${spec.title(initial)}` : spec.addLabel}
      onSubmit={(e) => (e.preventDefault(), void save())}
    >
      <RecordFields fields={spec.fields} value={value} onChange={setValue} />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="staff-card__actions">
        <button type="submit" className="button button--primary button--small" disabled={busy}>
          Сохранить
        </button>
        <button type="button" className="button button--secondary button--small" onClick={() => onDone(false)}>
          Отмена
        </button>
        {initial.id && (
          <button
            type="button"
            className="button button--quiet button--small"
            disabled={busy}
            onClick={() =>
              window.confirm(`Удалить «${spec.title(initial)}»?`) &&
              void run(() =>
                apiFetch<ApiResponse<`${CollectionPath}/:id`, 'delete'>>(`${spec.path}/${initial.id}`, {
                  method: 'DELETE',
                }),
              )
            }
          >
            Удалить
          </button>
        )}
      </div>
    </form>
  );
}

export function CollectionEditor({ spec }: { spec: CollectionSpec }) {
  const list = useStaffLoad(() => apiFetch<ApiResponse<CollectionPath>>(spec.path), [spec.path]);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const done = (changed: boolean) => {
    setEditing(null);
    if (changed) list.reload();
  };
  return (
    <div>
      <div className="staff-filters">
        <button type="button" className="button button--primary button--small" onClick={() => setEditing('new')}>
          {spec.addLabel}
        </button>
      </div>
      {editing === 'new' && (
        <div className="staff-card">
          <RecordForm spec={spec} initial={spec.blank} onDone={done} />
        </div>
      )}
      <StaffList list={list}>
        {(r) => (
          <li key={r.id} className="staff-card">
            {editing === r.id ? (
              <RecordForm spec={spec} initial={r} onDone={done} />
            ) : (
              <div className="staff-card--row">
                <div>
                  <h3 className="staff-card__title staff-card__title--item">{spec.title(r)}</h3>
                  {spec.meta && <p className="staff-card__meta">{spec.meta(r)}</p>}
                </div>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={`Изменить: ${spec.title(r)}`}
                  onClick={() => setEditing(r.id)}
                >
                  Изменить
                </button>
              </div>
            )}
          </li>
        )}
      </StaffList>
    </div>
  );
}
