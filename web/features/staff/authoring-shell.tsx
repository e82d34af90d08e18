// The frame of the event, course and quiz editors: the way back, the title with the draft or
// published badge, 'Редактор' and 'Предпросмотр', and the actions 'Сохранить черновик',
// 'Опубликовать' or 'Снять с публикации', 'Открыть на сайте'; the result or error is announced.
import { useState, type ReactNode } from 'react';
import { ActionOutcome, ModeSwitch, PublishActions } from './authoring-parts.tsx';
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
      <ModeSwitch label="Режим" first="Редактор" second="Предпросмотр" value={previewing} onChange={setPreviewing} />
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
      <PublishActions published={published} onSave={onSave} onPublish={onPublish} publicHref={publicHref} />
      <ActionOutcome status={status} error={error} />
    </div>
  );
}
