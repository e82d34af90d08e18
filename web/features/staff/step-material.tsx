// The material of a course step: created for the step ('Создать материал шага', a draft article
// published with the course) or picked from the site's materials by title; its blocks are edited
// here with the block editor and saved to the material itself.
import { useId, useState } from 'react';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { authoringMessage } from './authoring-errors.ts';
import { BlockEditor } from './block-editor.tsx';
import { fromContent, toContent, type DraftBlock } from './block-fields.ts';
import { useStaffLoad } from './use-staff-load.ts';

type PageRow = ApiResponse<'/staff/content/pages'>['list'][number];

function MaterialPicker({ label, onPick }: { label: string; onPick: (row: PageRow) => void }) {
  const id = useId();
  const [q, setQ] = useState('');
  const found = useStaffLoad(
    () =>
      q.trim().length < 2
        ? Promise.resolve(null)
        : apiFetch<ApiResponse<'/staff/content/pages'>>('/staff/content/pages', { query: { q: q.trim(), limit: 8 } }),
    [q],
  );
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label.charAt(0).toUpperCase() + label.slice(1)}: или найдите готовый материал по названию
      </label>
      <input id={id} className="field__control" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      <ul className="staff-sublist">
        {found.data?.list.map((r) => (
          <li key={r.id}>
            <button type="button" className="button button--quiet button--small" onClick={() => onPick(r)}>
              Выбрать: {r.title}
            </button>
            {!r.isPublished && <span className="staff-badge">Черновик</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function MaterialBlocks({ pageId, label }: { pageId: number; label: string }) {
  const page = useStaffLoad(
    () => apiFetch<ApiResponse<'/staff/content/pages/:id'>>(`/staff/content/pages/${pageId}`),
    [pageId],
  );
  const [blocks, setBlocks] = useState<DraftBlock[] | null>(null);
  const [note, setNote] = useState<string | null>(null);
  if (page.error) return <p role="alert">{page.error}</p>;
  if (!page.data) return <p aria-busy="true">Загрузка…</p>;
  const shown = blocks ?? fromContent(page.data.content as { type: string; data: Record<string, unknown> }[]);
  const save = async () => {
    try {
      await apiFetch<ApiResponse<'/staff/content/pages/:id', 'put'>>(`/staff/content/pages/${pageId}`, {
        method: 'PUT',
        body: { content: toContent(shown) },
      });
      setNote('Содержание шага сохранено');
    } catch (e) {
      setNote(authoringMessage(e));
    }
  };
  return (
    <div className="staff-nested">
      <BlockEditor blocks={shown} onChange={(b) => (setBlocks(b), setNote(null))} />
      <button type="button" className="button button--secondary button--small" onClick={() => void save()}>
        Сохранить содержание: {label}
      </button>
      {note && (
        <p role="status" className="staff-card__meta">
          {note}
        </p>
      )}
    </div>
  );
}

export function StepMaterial({
  label,
  title,
  pageId,
  pageTitle,
  onChange,
}: {
  label: string;
  title: string;
  pageId: number | null;
  pageTitle: string | null;
  onChange: (pageId: number, pageTitle: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = async () => {
    setError(null);
    try {
      const made = await apiFetch<ApiResponse<'/staff/content/pages', 'post'>>('/staff/content/pages', {
        method: 'POST',
        body: {
          title: title.trim() || 'Шаг курса',
          // A step's title often repeats another material's: an address of its own avoids a clash.
          slug: `shag-kursa-${Date.now().toString(36)}`,
          pageTypeId: 3,
          content: [],
          isPublished: false,
        },
      });
      onChange(made.id, made.title);
      setEditing(true);
    } catch (e) {
      setError(authoringMessage(e));
    }
  };
  return (
    <div>
      {pageId ? (
        <p className="staff-card__meta">
          Материал: {pageTitle ?? `№ ${pageId}`}{' '}
          <button type="button" className="button button--quiet button--small" onClick={() => setEditing((v) => !v)}>
            {editing ? `Свернуть содержание: ${label}` : `Содержание: ${label}`}
          </button>
        </p>
      ) : (
        <button type="button" className="button button--secondary button--small" onClick={() => void create()}>
          Создать материал: {label}
        </button>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {pageId && editing && <MaterialBlocks pageId={pageId} label={label} />}
      <MaterialPicker label={label} onPick={(row) => (onChange(row.id, row.title), setEditing(false))} />
    </div>
  );
}
