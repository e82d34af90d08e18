// The frame of the event, course and quiz editors: the way back, the title with the draft or
// published badge, 'Редактор' and 'Предпросмотр', and the actions 'Сохранить черновик',
// 'Опубликовать' or 'Снять с публикации', 'Открыть на сайте'; the result or error is announced.
import { useState, type ReactNode } from 'react';
import { StaffLink } from './staff-nav.tsx';

interface Props {
  /** The staff tab the list of this kind is on ('← К списку'). */
  back: string;
  heading: string;
  published: boolean;
  publicHref: string | null;
  status: string | null;
  error: string | null;
  onSave: () => void;
  onPublish: (published: boolean) => void;
  preview: () => ReactNode;
  children: ReactNode;
}

export function AuthoringShell({
  back,
  heading,
  published,
  publicHref,
  status,
  error,
  onSave,
  onPublish,
  preview,
  children,
}: Props) {
  const [previewing, setPreviewing] = useState(false);
  return (
    <div className="staff-editor">
      <p>
        <StaffLink search={{ s: back }}>← К списку</StaffLink>
      </p>
      <h2 className="staff-editor__title">
        {heading}
        <span className="staff-badge">{published ? 'Опубликовано' : 'Черновик'}</span>
      </h2>
      <div className="staff-editor__tabs" role="group" aria-label="Режим">
        <button
          type="button"
          className="button button--small button--secondary"
          aria-pressed={!previewing}
          onClick={() => setPreviewing(false)}
        >
          Редактор
        </button>
        <button
          type="button"
          className="button button--small button--secondary"
          aria-pressed={previewing}
          onClick={() => setPreviewing(true)}
        >
          Предпросмотр
        </button>
      </div>
      {previewing ? (
        <article className="staff-preview" aria-label="Предпросмотр">
          {preview()}
        </article>
      ) : (
        <form className="staff-editor__form" onSubmit={(e) => (e.preventDefault(), onSave())}>
          {children}
          <button type="submit" className="visually-hidden" tabIndex={-1}>
            Сохранить
          </button>
        </form>
      )}
      <div className="staff-editor__actions">
        <button type="button" className="button button--secondary" onClick={onSave}>
          Сохранить черновик
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
    </div>
  );
}
