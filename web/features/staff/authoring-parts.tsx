// Small pieces every staff editor repeats: the two-way switch (editor or preview, contests or the jury), a list's states,
// the save / publish / unpublish actions, and the announced outcome of the last action.
import type { ReactNode } from 'react';

/** Two pressed-or-not buttons in a labelled group: `second` is on when `value` is true. */
export function ModeSwitch({
  label,
  first,
  second,
  value,
  onChange,
}: {
  label: string;
  first: string;
  second: string;
  value: boolean;
  onChange: (second: boolean) => void;
}) {
  return (
    <div className="staff-editor__tabs" role="group" aria-label={label}>
      {[first, second].map((text, i) => (
        <button
          key={text}
          type="button"
          className="button button--small button--secondary"
          aria-pressed={value === (i === 1)}
          onClick={() => onChange(i === 1)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

/** 'Сохранить черновик' (a submit button when `onSave` is not given), 'Опубликовать' or 'Снять с публикации'. */
export function PublishActions({
  published,
  saveLabel = 'Сохранить черновик',
  onSave,
  onPublish,
  publicHref,
}: {
  published: boolean;
  saveLabel?: string;
  onSave?: () => void;
  onPublish: (published: boolean) => void;
  publicHref: string | null;
}) {
  return (
    <div className="staff-editor__actions">
      <button type={onSave ? 'button' : 'submit'} className="button button--secondary" onClick={onSave}>
        {saveLabel}
      </button>
      {published ? (
        <button type="button" className="button button--quiet" onClick={() => onPublish(false)}>
          Снять с публикации
        </button>
      ) : (
        <button type="button" className="button button--primary" onClick={() => onPublish(true)}>
          Опубликовать
        </button>
      )}
      {publicHref && <a href={publicHref}>Открыть на сайте</a>}
    </div>
  );
}

/** The last action's outcome, read out by screen readers: a status, or an error. */
export function ActionOutcome({ status, error }: { status: string | null; error: string | null }): ReactNode {
  return (
    <>
      {status && (
        <p role="status" className="staff-status">
          {status}
        </p>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** A loaded staff list: its error, "nothing yet" when empty, and a card (an `<li>` with its key) per row. */
export function StaffList<T>({
  list,
  children,
}: {
  list: { data?: { list: T[] } | null; error: string | null };
  children: (row: T) => ReactNode;
}) {
  return (
    <>
      {list.error && <p role="alert">{list.error}</p>}
      {list.data && list.data.list.length === 0 && <p className="staff-empty">Пока ничего нет.</p>}
      <ul className="staff-list">{list.data?.list.map(children)}</ul>
    </>
  );
}
